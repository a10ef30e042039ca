import { FoyerError } from '@foyer/protocol'
import { getBase58Encoder, signatureBytes, verifySignature } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it } from 'vitest'
import { devChainA } from '../../networks/devChains'
import { solana, solanaDevnet } from '../../networks/solanaNetworks'
import { createStorage } from '../../storage/createStorage'
import { STORAGE_KEYS } from '../../storage/storageKeys'
import { memoryStorage } from '../../testing/scriptedWallet'
import { standardConnectionMemory } from '../walletStandard/standardConnectionMemory'
import { createSolanaAdapter } from './solanaAdapter'
import { standardTestWallet } from './testing/standardTestWallet'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function setUp(name?: string) {
  const test = await standardTestWallet(name ?? `Wallet ${crypto.randomUUID()}`)
  const registry = getWallets()
  cleanups.push(registry.register(test.wallet))
  const adapter = createSolanaAdapter({ networks: [solana, solanaDevnet], registry })
  cleanups.push(adapter.release)
  const uid = `wallet-standard:${test.wallet.name}`
  return { test, adapter, uid }
}

describe('createSolanaAdapter', () => {
  it('lists the Solana wallets registered with the Wallet Standard, with their icon', async () => {
    const { test, adapter, uid } = await setUp()
    expect(adapter.connectors.get()).toContainEqual({
      id: uid,
      uid,
      name: test.wallet.name,
      type: 'ANNOUNCED',
      chain: 'solana',
      imageUrl: test.wallet.icon,
    })
  })

  it('leaves out wallets without a Solana chain or without standard:connect', async () => {
    const registry = getWallets()
    const { wallet } = await standardTestWallet('Bitcoin only')
    cleanups.push(registry.register({ ...wallet, chains: ['bitcoin:mainnet'] }))
    const { wallet: noConnect } = await standardTestWallet('No connect')
    const { 'standard:connect': _, ...features } = noConnect.features
    cleanups.push(registry.register({ ...noConnect, features }))
    const adapter = createSolanaAdapter({ networks: [solana], registry })
    cleanups.push(adapter.release)
    const names = adapter.connectors.get().map((connector) => connector.name)
    expect(names).not.toContain('Bitcoin only')
    expect(names).not.toContain('No connect')
  })

  it('lists a wallet that registers later, and drops one that unregisters', async () => {
    const registry = getWallets()
    const adapter = createSolanaAdapter({ networks: [solana], registry })
    cleanups.push(adapter.release)
    const { wallet } = await standardTestWallet('Late wallet')
    const unregister = registry.register(wallet)
    expect(adapter.connectors.get().map((c) => c.name)).toContain('Late wallet')
    unregister()
    expect(adapter.connectors.get().map((c) => c.name)).not.toContain('Late wallet')
  })

  it('connects: the account has the solana namespace, its address and CAIP-10 address', async () => {
    const { test, adapter, uid } = await setUp()
    expect(adapter.owns(uid)).toBe(true)
    await adapter.connect(uid)
    expect(adapter.account.get()).toEqual({
      status: 'connected',
      isConnected: true,
      namespace: 'solana',
      address: test.address,
      caipAddress: `${solana.caipNetworkId}:${test.address}`,
      chainId: solana.id,
      connectorUid: uid,
      connectorId: uid,
    })
    expect(adapter.network.get()).toEqual({
      caipNetwork: solana,
      chainId: solana.id,
      isSupported: true,
    })
  })

  it('signs a message with the connected key (solana:signMessage), verified with ed25519', async () => {
    const { test, adapter, uid } = await setUp()
    await adapter.connect(uid)
    const signature = await adapter.signMessage('Hello from Foyer')
    const bytes = getBase58Encoder().encode(signature)
    expect(bytes).toHaveLength(64)
    const message = Buffer.from('Hello from Foyer', 'utf8')
    expect(await verifySignature(test.publicKey, signatureBytes(Buffer.from(bytes)), message)).toBe(
      true,
    )
    const other = Buffer.from('Hello from someone else', 'utf8')
    expect(await verifySignature(test.publicKey, signatureBytes(Buffer.from(bytes)), other)).toBe(
      false,
    )
  })

  it('refuses to sign while disconnected', async () => {
    const { adapter } = await setUp()
    await expect(adapter.signMessage('hi')).rejects.toMatchObject({
      code: 'NO_ADDRESS_OR_CONNECTOR',
    })
  })

  it('follows the wallet: another account, then none (disconnected)', async () => {
    const { test, adapter, uid } = await setUp()
    await adapter.connect(uid)
    const next = await test.switchAccount()
    expect(adapter.account.get()).toMatchObject({
      address: next,
      caipAddress: `${solana.caipNetworkId}:${next}`,
    })
    test.revoke()
    expect(adapter.account.get()).toMatchObject({ status: 'disconnected', address: undefined })
  })

  it('disconnects through standard:disconnect', async () => {
    const { test, adapter, uid } = await setUp()
    await adapter.connect(uid)
    await adapter.disconnect()
    expect(test.calls.disconnect).toBe(1)
    expect(adapter.account.get().status).toBe('disconnected')
  })

  it('switches among its networks; the account follows; another namespace’s chain is refused', async () => {
    const { test, adapter, uid } = await setUp()
    await adapter.connect(uid)
    await adapter.switchNetwork(solanaDevnet)
    expect(adapter.account.get()).toMatchObject({
      caipAddress: `${solanaDevnet.caipNetworkId}:${test.address}`,
      chainId: solanaDevnet.id,
    })
    const refused = adapter.switchNetwork(devChainA)
    await expect(refused).rejects.toBeInstanceOf(FoyerError)
    await expect(refused).rejects.toMatchObject({ code: 'NAMESPACE_NOT_CONFIGURED' })
    expect(adapter.network.get().caipNetwork).toBe(solanaDevnet)
  })

  it('fails clearly for a wallet it does not know, and stays disconnected', async () => {
    const { adapter } = await setUp()
    await expect(adapter.connect('wallet-standard:Nobody')).rejects.toMatchObject({
      code: 'FAILED_TO_CONNECT',
    })
    expect(adapter.account.get().status).toBe('disconnected')
  })

  it('a rejected connection leaves it disconnected', async () => {
    const registry = getWallets()
    const { wallet } = await standardTestWallet('Rejecting wallet')
    const rejecting = {
      ...wallet,
      features: {
        ...wallet.features,
        'standard:connect': {
          version: '1.0.0',
          connect: () => Promise.reject(new Error('User rejected the request.')),
        },
      },
    }
    cleanups.push(registry.register(rejecting))
    const adapter = createSolanaAdapter({ networks: [solana], registry })
    cleanups.push(adapter.release)
    await expect(adapter.connect('wallet-standard:Rejecting wallet')).rejects.toThrow(
      'User rejected',
    )
    expect(adapter.account.get().status).toBe('disconnected')
  })
})

describe('restoring a Solana connection after a reload', () => {
  /** One device's storage; each `page()` is the kit as a new page load builds it. */
  function device() {
    const storage = createStorage(memoryStorage())
    const registry = getWallets()
    const page = () => {
      const adapter = createSolanaAdapter({
        networks: [solana, solanaDevnet],
        registry,
        memory: standardConnectionMemory(storage, 'solana'),
      })
      cleanups.push(adapter.release)
      return adapter
    }
    return { storage, registry, page }
  }

  it('remembers the wallet and network, and a new page restores them without a prompt', async () => {
    const { test, uid } = await setUp()
    const { storage, page } = device()
    const before = page()
    await before.connect(uid)
    await before.switchNetwork(solanaDevnet)
    expect(storage.get(STORAGE_KEYS.solanaConnection)).toEqual({
      wallet: test.wallet.name,
      chain: solanaDevnet.caipNetworkId,
    })
    before.release()

    const after = page()
    expect(after.account.get().status).toBe('disconnected')
    // Twice at once, as React's development mode runs the provider's effect: one silent connect.
    await Promise.all([after.restore(), after.restore()])
    expect(after.account.get()).toMatchObject({
      status: 'connected',
      address: test.address,
      caipAddress: `${solanaDevnet.caipNetworkId}:${test.address}`,
    })
    expect(after.network.get().caipNetwork).toBe(solanaDevnet)
    expect(test.calls).toMatchObject({ connect: 2, silentConnect: 1 })
  })

  it('restores nothing after a disconnect, and asks the wallet nothing', async () => {
    const { test, uid } = await setUp()
    const { storage, page } = device()
    const before = page()
    await before.connect(uid)
    await before.disconnect()
    expect(storage.get(STORAGE_KEYS.solanaConnection)).toBeUndefined()
    const after = page()
    await after.restore()
    expect(after.account.get().status).toBe('disconnected')
    expect(test.calls.connect).toBe(1)
  })

  it('a wallet that no longer trusts the page gives no account: disconnected, forgotten', async () => {
    const { test, uid } = await setUp()
    const { storage, page } = device()
    await page().connect(uid)
    test.state.trusted = false
    const after = page()
    await after.restore()
    expect(after.account.get().status).toBe('disconnected')
    expect(test.calls.silentConnect).toBe(1)
    expect(storage.get(STORAGE_KEYS.solanaConnection)).toBeUndefined()
  })

  it('waits for the remembered wallet to register', async () => {
    const { storage, registry, page } = device()
    const test = await standardTestWallet(`Late ${crypto.randomUUID()}`)
    test.state.trusted = true
    storage.set(STORAGE_KEYS.solanaConnection, {
      wallet: test.wallet.name,
      chain: solana.caipNetworkId,
    })
    const adapter = page()
    await adapter.restore()
    expect(adapter.account.get().status).toBe('disconnected')
    cleanups.push(registry.register(test.wallet))
    await expect.poll(() => adapter.account.get().address).toBe(test.address)
  })

  it('reads a corrupt or foreign memory as none', async () => {
    const { test } = await setUp()
    test.state.trusted = true
    const { storage, page } = device()
    for (const value of [{ wallet: test.wallet.name, chain: 'eip155:1' }, { wallet: 3 }, 'x']) {
      storage.set(STORAGE_KEYS.solanaConnection, value)
      const adapter = page()
      await adapter.restore()
      expect(adapter.account.get().status).toBe('disconnected')
    }
    expect(test.calls.connect).toBe(0)
  })
})
