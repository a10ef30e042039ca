import { getBase58Encoder, signatureBytes, verifySignature } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it } from 'vitest'
import { solana, solanaDevnet } from '../../networks/solanaNetworks'
import { lazySolanaAdapter } from './lazySolanaAdapter'
import { createSolanaAdapter } from './solanaAdapter'
import { standardTestWallet } from './testing/standardTestWallet'

// Several Solana wallets connected at once (profile wallets, docs/product.md#profile-wallets).

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function registered(name: string) {
  const test = await standardTestWallet(`${name} ${crypto.randomUUID()}`)
  cleanups.push(getWallets().register(test.wallet))
  return { ...test, uid: `wallet-standard:${test.wallet.name}` }
}

/** An adapter with two registered wallets, both connected (`one` first). */
async function twoConnected() {
  const one = await registered('One')
  const two = await registered('Two')
  const adapter = createSolanaAdapter({ networks: [solana, solanaDevnet], registry: getWallets() })
  cleanups.push(adapter.release)
  await adapter.connect(one.uid)
  await adapter.connect(two.uid)
  return { adapter, one, two }
}

const held = (adapter: ReturnType<typeof createSolanaAdapter>) =>
  adapter.connections.get().items.map(({ connectorUid, address }) => [connectorUid, address])

async function signedBy(adapter: ReturnType<typeof createSolanaAdapter>, key: CryptoKey) {
  const signature = getBase58Encoder().encode(await adapter.signMessage('whose key?'))
  const message = Buffer.from('whose key?', 'utf8')
  return verifySignature(key, signatureBytes(Buffer.from(signature)), message)
}

describe('the solana adapter with several wallets', () => {
  it('keeps the first wallet connected beside the second; the account is the last connected', async () => {
    const { adapter, one, two } = await twoConnected()
    expect(held(adapter)).toEqual([
      [one.uid, one.address],
      [two.uid, two.address],
    ])
    expect(adapter.connections.get().items[0]).toMatchObject({
      connectorId: one.uid,
      name: one.wallet.name,
      icon: one.wallet.icon,
      chainId: solana.id,
    })
    expect(adapter.account.get()).toMatchObject({ address: two.address, connectorUid: two.uid })
    expect(one.calls.disconnect).toBe(0)
    expect(await signedBy(adapter, two.publicKey)).toBe(true)
  })

  it('switches the account between them; connecting one already held asks nothing', async () => {
    const { adapter, one, two } = await twoConnected()
    await adapter.switchConnection(one.uid)
    expect(adapter.account.get()).toMatchObject({ address: one.address, connectorUid: one.uid })
    expect(await signedBy(adapter, one.publicKey)).toBe(true)
    await adapter.connect(two.uid)
    expect(adapter.account.get()).toMatchObject({ address: two.address })
    expect(two.calls.connect).toBe(1)
    expect(held(adapter)).toHaveLength(2)
    await expect(adapter.switchConnection('wallet-standard:Nobody')).rejects.toMatchObject({
      code: 'NO_ADDRESS_OR_CONNECTOR',
    })
  })

  it('disconnects one alone: the account, the first left takes its place', async () => {
    const { adapter, one, two } = await twoConnected()
    await adapter.disconnectConnection(two.uid)
    expect(two.calls.disconnect).toBe(1)
    expect(one.calls.disconnect).toBe(0)
    expect(held(adapter)).toEqual([[one.uid, one.address]])
    expect(adapter.account.get()).toMatchObject({ status: 'connected', address: one.address })
    await adapter.disconnectConnection(one.uid)
    expect(held(adapter)).toEqual([])
    expect(adapter.account.get().status).toBe('disconnected')
  })

  it('a wallet that drops the page, or goes away, ends its connection alone', async () => {
    const { adapter, one, two } = await twoConnected()
    one.revoke()
    expect(held(adapter)).toEqual([[two.uid, two.address]])
    expect(adapter.account.get()).toMatchObject({ address: two.address })
    const three = await registered('Three')
    await adapter.connect(three.uid)
    const unregister = cleanups.pop()
    unregister?.()
    expect(held(adapter)).toEqual([[two.uid, two.address]])
    expect(adapter.account.get()).toMatchObject({ address: two.address, connectorUid: two.uid })
  })

  it('follows each one’s account changes; the network switch reaches every connection', async () => {
    const { adapter, one, two } = await twoConnected()
    const moved = await one.switchAccount()
    expect(held(adapter)).toEqual([
      [one.uid, moved],
      [two.uid, two.address],
    ])
    expect(adapter.account.get()).toMatchObject({ address: two.address })
    await adapter.switchNetwork(solanaDevnet)
    expect(adapter.connections.get().items.map(({ chainId }) => chainId)).toEqual([
      solanaDevnet.id,
      solanaDevnet.id,
    ])
  })

  it('a refused connection leaves the account on the wallet before', async () => {
    const { adapter, two } = await twoConnected()
    const { wallet } = await standardTestWallet(`Refusing ${crypto.randomUUID()}`)
    const refusing = {
      ...wallet,
      features: {
        ...wallet.features,
        'standard:connect': {
          version: '1.0.0',
          connect: () => Promise.reject(new Error('User rejected the request.')),
        },
      },
    }
    cleanups.push(getWallets().register(refusing))
    await expect(adapter.connect(`wallet-standard:${wallet.name}`)).rejects.toThrow('rejected')
    expect(adapter.account.get()).toMatchObject({ status: 'connected', address: two.address })
    expect(held(adapter)).toHaveLength(2)
  })

  it('disconnect ends them all, each asked to forget the page', async () => {
    const { adapter, one, two } = await twoConnected()
    await adapter.disconnect()
    expect([one.calls.disconnect, two.calls.disconnect]).toEqual([1, 1])
    expect(held(adapter)).toEqual([])
    expect(adapter.account.get().status).toBe('disconnected')
  })

  it('the lazily loaded adapter lists its connections (none before it loads) and acts on them', async () => {
    const one = await registered('One')
    const two = await registered('Two')
    const lazy = lazySolanaAdapter([solana], async () =>
      createSolanaAdapter({ networks: [solana], registry: getWallets() }),
    )
    cleanups.push(lazy.release)
    expect(lazy.connections.get().items).toEqual([])
    await lazy.connect(one.uid)
    await lazy.connect(two.uid)
    expect(lazy.connections.get().items.map(({ address }) => address)).toEqual([
      one.address,
      two.address,
    ])
    await lazy.switchConnection(one.uid)
    expect(lazy.account.get()).toMatchObject({ address: one.address })
    await lazy.disconnectConnection(one.uid)
    expect(lazy.connections.get().items.map(({ address }) => address)).toEqual([two.address])
    expect(lazy.account.get()).toMatchObject({ address: two.address })
  })
})
