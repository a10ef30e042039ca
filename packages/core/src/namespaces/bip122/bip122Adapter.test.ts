import { isFoyerError } from '@foyer/protocol'
import { p2wpkh, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { pubECDSA, randomPrivateKeyBytes } from '@scure/btc-signer/utils.js'
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it } from 'vitest'
import { createFoyer } from '../../createFoyer'
import { bitcoin, bitcoinTestnet } from '../../networks/bitcoinNetworks'
import { devChainA } from '../../networks/devChains'
import { solana } from '../../networks/solanaNetworks'
import { createStorage } from '../../storage/createStorage'
import { STORAGE_KEYS } from '../../storage/storageKeys'
import { createScriptedWallet, memoryStorage } from '../../testing/scriptedWallet'
import { signInWithWallet } from '../../testing/signInWallet'
import { standardConnectionMemory } from '../walletStandard/standardConnectionMemory'
import { base64 } from './base64'
import { createBip122Adapter, isBip122Adapter } from './bip122Adapter'
import { bitcoinStandardTestWallet } from './testing/bitcoinStandardTestWallet'
import { verifyBip322 } from './testing/verifyBip322'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A test Bitcoin wallet registered through the real Wallet Standard registry. */
function registerBitcoinWallet(options: Parameters<typeof bitcoinStandardTestWallet>[0] = {}) {
  const test = bitcoinStandardTestWallet(options)
  cleanups.push(getWallets().register(test.wallet))
  return test
}

function adapter(networks = [bitcoinTestnet, bitcoin]) {
  const created = createBip122Adapter({ networks, registry: getWallets() })
  cleanups.push(created.release)
  return created
}

/** The output script of an address the test wallet does not hold. */
const strangerScript = () => p2wpkh(pubECDSA(randomPrivateKeyBytes()), TEST_NETWORK).script

/** A PSBT spending `utxos` (output scripts, 10 000 sats each) to a fresh testnet address. */
function psbtSpending(...scripts: Uint8Array[]): string {
  const transaction = new Transaction()
  scripts.forEach((script, index) => {
    transaction.addInput({
      txid: new Uint8Array(32).fill(index + 1),
      index: 0,
      witnessUtxo: { script, amount: 10_000n },
    })
  })
  const receiver = p2wpkh(new Uint8Array(33).fill(2), TEST_NETWORK).address as string
  transaction.addOutputAddress(receiver, 5_000n * BigInt(scripts.length), TEST_NETWORK)
  return base64.encode(transaction.toPSBT())
}

describe('the bip122 adapter', () => {
  it('discovers Wallet Standard wallets with a bitcoin chain and bitcoin:connect, and no others', () => {
    const wallet = registerBitcoinWallet({ name: 'Xverse-like' })
    const solanaOnly = bitcoinStandardTestWallet({ name: 'Not Bitcoin' })
    cleanups.push(
      getWallets().register({
        ...solanaOnly.wallet,
        chains: ['solana:mainnet'],
        name: 'Not Bitcoin',
      }),
    )
    const bip122 = adapter()
    expect(bip122.connectors.get()).toEqual([
      {
        id: 'wallet-standard-bitcoin:Xverse-like',
        uid: 'wallet-standard-bitcoin:Xverse-like',
        name: 'Xverse-like',
        type: 'ANNOUNCED',
        chain: 'bip122',
        imageUrl: wallet.wallet.icon,
      },
    ])
    expect(bip122.owns('wallet-standard-bitcoin:Xverse-like')).toBe(true)
    expect(bip122.owns('wallet-standard:Xverse-like')).toBe(false)
    // A wallet registered later is listed as it arrives.
    registerBitcoinWallet({ name: 'Late' })
    expect(bip122.connectors.get().map((each) => each.name)).toEqual(['Xverse-like', 'Late'])
  })

  it('connects: the account is the payment address on the wallet’s network, ordinals beside it', async () => {
    const wallet = registerBitcoinWallet({ network: 'testnet' })
    const bip122 = adapter([bitcoin, bitcoinTestnet])
    await bip122.connect('wallet-standard-bitcoin:Test Bitcoin Wallet')
    expect(bip122.account.get()).toMatchObject({
      status: 'connected',
      namespace: 'bip122',
      address: wallet.addresses.payment,
      caipAddress: `${bitcoinTestnet.caipNetworkId}:${wallet.addresses.payment}`,
      chainId: bitcoinTestnet.id,
    })
    expect(wallet.addresses.payment).toMatch(/^tb1q/)
    expect(bip122.network.get().caipNetwork).toBe(bitcoinTestnet)
    expect(bip122.addresses()).toEqual(wallet.addresses)
    // Connecting again is a no-op.
    await bip122.connect('wallet-standard-bitcoin:Test Bitcoin Wallet')
    expect(wallet.calls.connect).toBe(1)
  })

  it('has no ordinals address when the wallet offers none', async () => {
    const wallet = registerBitcoinWallet({ ordinals: false })
    const bip122 = adapter()
    await bip122.connect('wallet-standard-bitcoin:Test Bitcoin Wallet')
    expect(bip122.addresses()).toEqual({ payment: wallet.addresses.payment, ordinals: undefined })
  })

  it('refuses a wallet on a network the app does not have, and an unknown connector', async () => {
    registerBitcoinWallet({ network: 'mainnet' })
    const bip122 = adapter([bitcoinTestnet])
    await expect(
      bip122.connect('wallet-standard-bitcoin:Test Bitcoin Wallet'),
    ).rejects.toMatchObject({
      code: 'FAILED_TO_CONNECT',
    })
    expect(bip122.account.get().status).toBe('disconnected')
    await expect(bip122.connect('wallet-standard-bitcoin:Nobody')).rejects.toMatchObject({
      code: 'FAILED_TO_CONNECT',
    })
  })

  it('signs a message BIP-322 with the payment key: base64, verified independently', async () => {
    const wallet = registerBitcoinWallet()
    const bip122 = adapter()
    await bip122.connect('wallet-standard-bitcoin:Test Bitcoin Wallet')
    const signature = await bip122.signMessage('Sign in to Foyer')
    expect(signature).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(verifyBip322(wallet.addresses.payment, 'Sign in to Foyer', signature)).toBe(true)
    expect(verifyBip322(wallet.addresses.payment, 'Another message', signature)).toBe(false)
    expect(verifyBip322(wallet.addresses.ordinals, 'Sign in to Foyer', signature)).toBe(false)
  })

  it('refuses to sign while disconnected', async () => {
    registerBitcoinWallet()
    const bip122 = adapter()
    await expect(bip122.signMessage('hello')).rejects.toMatchObject({
      code: 'NO_ADDRESS_OR_CONNECTOR',
    })
  })

  it('signs a PSBT: the inputs spending the payment and ordinals addresses, by default', async () => {
    const wallet = registerBitcoinWallet()
    const bip122 = adapter()
    await bip122.connect('wallet-standard-bitcoin:Test Bitcoin Wallet')
    const stranger = strangerScript()
    const psbt = psbtSpending(wallet.keys.payment.script, stranger, wallet.keys.ordinals.script)
    const signed = Transaction.fromPSBT(base64.decode(await bip122.signPsbt(psbt)) as Uint8Array)
    expect(signed.getInput(0).partialSig?.[0]?.[0]).toEqual(wallet.keys.payment.publicKey)
    expect(signed.getInput(1).partialSig).toBeUndefined()
    expect(signed.getInput(2).tapKeySig).toHaveLength(64)
    // Finalizing the signed inputs works: the signatures fit their scripts.
    signed.finalizeIdx(0)
    signed.finalizeIdx(2)
    expect(signed.getInput(0).finalScriptWitness).toHaveLength(2)
  })

  it('signs only the inputs named by signInputs', async () => {
    const wallet = registerBitcoinWallet()
    const bip122 = adapter()
    await bip122.connect('wallet-standard-bitcoin:Test Bitcoin Wallet')
    const psbt = psbtSpending(wallet.keys.payment.script, wallet.keys.payment.script)
    const signed = Transaction.fromPSBT(
      base64.decode(
        await bip122.signPsbt(psbt, { signInputs: { [wallet.addresses.payment]: [1] } }),
      ) as Uint8Array,
    )
    expect(signed.getInput(0).partialSig).toBeUndefined()
    expect(signed.getInput(1).partialSig).toHaveLength(1)
  })

  it('refuses a malformed PSBT clearly, and nothing reaches the wallet', async () => {
    const wallet = registerBitcoinWallet()
    const bip122 = adapter()
    await bip122.connect('wallet-standard-bitcoin:Test Bitcoin Wallet')
    const valid = psbtSpending(wallet.keys.payment.script)
    const cases = [
      'not base64 at all!',
      '',
      base64.encode(new TextEncoder().encode('psbt but not really')),
      // A real PSBT cut short.
      valid.slice(0, 40),
    ]
    for (const psbt of cases) {
      const error = await bip122.signPsbt(psbt).catch((caught: unknown) => caught)
      expect(isFoyerError(error)).toBe(true)
      expect(error).toMatchObject({ code: 'INVALID_METHOD_PARAMS' })
      expect((error as Error).message).toMatch(/^Invalid parameters for this method: the PSBT/)
    }
    // A readable PSBT with nothing of the wallet's, or an input that is not there.
    const stranger = psbtSpending(strangerScript())
    await expect(bip122.signPsbt(stranger)).rejects.toMatchObject({ code: 'INVALID_METHOD_PARAMS' })
    await expect(
      bip122.signPsbt(valid, { signInputs: { [wallet.addresses.payment]: [4] } }),
    ).rejects.toMatchObject({ code: 'INVALID_METHOD_PARAMS' })
    expect(wallet.calls.signTransaction).toBe(0)
  })

  it('follows the wallet’s account changes, and ends when it revokes the site', async () => {
    const wallet = registerBitcoinWallet()
    const bip122 = adapter()
    await bip122.connect('wallet-standard-bitcoin:Test Bitcoin Wallet')
    const next = wallet.switchAccount()
    expect(bip122.account.get().address).toBe(next)
    wallet.revoke()
    expect(bip122.account.get()).toMatchObject({ status: 'disconnected', address: undefined })
  })

  it('disconnects: the account ends and the wallet is told', async () => {
    const wallet = registerBitcoinWallet()
    const bip122 = adapter()
    await bip122.connect('wallet-standard-bitcoin:Test Bitcoin Wallet')
    await bip122.disconnect()
    expect(wallet.calls.disconnect).toBe(1)
    expect(bip122.account.get().status).toBe('disconnected')
    expect(bip122.addresses()).toBeUndefined()
  })

  it('keeps a connected wallet to its own network; says Bitcoin balances are not served yet', async () => {
    registerBitcoinWallet({ network: 'testnet' })
    const bip122 = adapter()
    await bip122.connect('wallet-standard-bitcoin:Test Bitcoin Wallet')
    await expect(bip122.switchNetwork(bitcoin)).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' })
    expect(bip122.network.get().caipNetwork).toBe(bitcoinTestnet)
    expect(bip122.balances).toBeUndefined()
    await expect(bip122.nativeBalance('tb1q', bitcoinTestnet)).rejects.toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
    })
  })
})

describe('restoring a Bitcoin connection after a reload', () => {
  /** One device's storage; each `page()` is the adapter as a new page load builds it. */
  function device() {
    const storage = createStorage(memoryStorage())
    const page = () => {
      const created = createBip122Adapter({
        networks: [bitcoinTestnet, bitcoin],
        registry: getWallets(),
        memory: standardConnectionMemory(storage, 'bip122'),
      })
      cleanups.push(created.release)
      return created
    }
    return { storage, page }
  }
  const named = (options: Parameters<typeof bitcoinStandardTestWallet>[0] = {}) =>
    registerBitcoinWallet({ name: `Bitcoin ${crypto.randomUUID()}`, ...options })
  const uidOf = (test: { wallet: { name: string } }) =>
    `wallet-standard-bitcoin:${test.wallet.name}`

  it('remembers the wallet and network, and a new page restores them without a prompt', async () => {
    const test = named({ network: 'mainnet' })
    const { storage, page } = device()
    const before = page()
    await before.connect(uidOf(test))
    expect(storage.get(STORAGE_KEYS.bitcoinConnection)).toEqual({
      wallet: test.wallet.name,
      chain: bitcoin.caipNetworkId,
    })
    before.release()

    const after = page()
    expect(after.account.get().status).toBe('disconnected')
    // Twice at once, as React's development mode runs the provider's effect: one silent connect.
    await Promise.all([after.restore(), after.restore()])
    expect(after.account.get()).toMatchObject({
      status: 'connected',
      namespace: 'bip122',
      address: test.addresses.payment,
      caipAddress: `${bitcoin.caipNetworkId}:${test.addresses.payment}`,
      connectorUid: uidOf(test),
    })
    expect(after.network.get().caipNetwork).toBe(bitcoin)
    expect(after.addresses()).toEqual(test.addresses)
    expect(test.calls).toMatchObject({ connect: 2, silentConnect: 1 })
    // The restored connection signs, and follows the wallet as a fresh one does.
    const signature = await after.signMessage('restored')
    expect(verifyBip322(test.addresses.payment, 'restored', signature)).toBe(true)
    const next = test.switchAccount()
    expect(after.account.get().address).toBe(next)
  })

  it('restores nothing after a disconnect, and asks the wallet nothing', async () => {
    const test = named()
    const { storage, page } = device()
    const before = page()
    await before.connect(uidOf(test))
    await before.disconnect()
    expect(storage.get(STORAGE_KEYS.bitcoinConnection)).toBeUndefined()
    const after = page()
    await after.restore()
    expect(after.account.get().status).toBe('disconnected')
    expect(test.calls.connect).toBe(1)
  })

  it('forgets the connection when the wallet drops the site', async () => {
    const test = named()
    const { storage, page } = device()
    await page().connect(uidOf(test))
    test.revoke()
    expect(storage.get(STORAGE_KEYS.bitcoinConnection)).toBeUndefined()
    await page().restore()
    expect(test.calls.connect).toBe(1)
  })

  it('a wallet that no longer authorizes the page gives no account: disconnected, forgotten', async () => {
    const test = named()
    const { storage, page } = device()
    await page().connect(uidOf(test))
    test.state.trusted = false
    const after = page()
    await after.restore()
    expect(after.account.get().status).toBe('disconnected')
    // Asked silently, once: no prompt.
    expect(test.calls).toMatchObject({ connect: 2, silentConnect: 1 })
    expect(storage.get(STORAGE_KEYS.bitcoinConnection)).toBeUndefined()
  })

  it('asks through standard:connect (silent) where the wallet offers it', async () => {
    const test = named({ standardConnect: true })
    const { page } = device()
    await page().connect(uidOf(test))
    const after = page()
    await after.restore()
    expect(after.account.get().address).toBe(test.addresses.payment)
    expect(test.calls).toMatchObject({ connect: 1, standardConnect: 1, silentConnect: 1 })
  })

  it('waits for the remembered wallet to register', async () => {
    const { storage, page } = device()
    const test = bitcoinStandardTestWallet({ name: `Late ${crypto.randomUUID()}` })
    test.state.trusted = true
    storage.set(STORAGE_KEYS.bitcoinConnection, {
      wallet: test.wallet.name,
      chain: bitcoinTestnet.caipNetworkId,
    })
    const adapter = page()
    await adapter.restore()
    expect(adapter.account.get().status).toBe('disconnected')
    cleanups.push(getWallets().register(test.wallet))
    await expect.poll(() => adapter.account.get().address).toBe(test.addresses.payment)
  })

  it('does not restore a wallet now on a network the app does not have, and forgets it', async () => {
    const test = named({ network: 'mainnet' })
    const { storage } = device()
    test.state.trusted = true
    storage.set(STORAGE_KEYS.bitcoinConnection, {
      wallet: test.wallet.name,
      chain: bitcoin.caipNetworkId,
    })
    const testnetOnly = createBip122Adapter({
      networks: [bitcoinTestnet],
      registry: getWallets(),
      memory: standardConnectionMemory(storage, 'bip122'),
    })
    cleanups.push(testnetOnly.release)
    await testnetOnly.restore()
    expect(testnetOnly.account.get().status).toBe('disconnected')
    expect(storage.get(STORAGE_KEYS.bitcoinConnection)).toBeUndefined()
  })

  it('reads a corrupt or foreign memory as none, and asks no wallet', async () => {
    const test = named()
    test.state.trusted = true
    const { storage, page } = device()
    for (const value of [
      { wallet: test.wallet.name, chain: solana.caipNetworkId },
      { wallet: test.wallet.name },
      'x',
    ]) {
      storage.set(STORAGE_KEYS.bitcoinConnection, value)
      const adapter = page()
      await adapter.restore()
      expect(adapter.account.get().status).toBe('disconnected')
    }
    expect(test.calls.connect).toBe(0)
  })
})

describe('bip122 in createFoyer', () => {
  const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

  /** An EIP-6963 wallet named `name` on the dev chain. */
  function announceEvmWallet(name: string, rdns: string) {
    const wallet = createScriptedWallet({ chainId: 31337, address: evmAddress })
    const info = { uuid: crypto.randomUUID(), name, icon: 'data:image/svg+xml,<svg/>', rdns }
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: Object.freeze({ info, provider: wallet.provider }),
        }),
      )
    window.addEventListener('eip6963:requestProvider', announce)
    cleanups.push(() => window.removeEventListener('eip6963:requestProvider', announce))
  }

  async function setUp(storage = memoryStorage()) {
    const foyer = createFoyer({
      networks: [devChainA, bitcoinTestnet],
      storage,
      logLevel: 'silent',
    })
    cleanups.push(foyer.destroy)
    await foyer.wagmi.load()
    return foyer
  }

  it('configures bip122 beside eip155 and connects the Bitcoin wallet through the connect flow', async () => {
    const wallet = registerBitcoinWallet({ name: 'Leather-like' })
    const foyer = await setUp()
    expect(foyer.namespaces.configured).toEqual(['eip155', 'bip122'])
    const result = await signInWithWallet(foyer, 'wallet-standard-bitcoin:Leather-like')
    expect(result.status).toBe('idle')
    expect(foyer.account.get()).toMatchObject({
      namespace: 'bip122',
      address: wallet.addresses.payment,
      caipAddress: `${bitcoinTestnet.caipNetworkId}:${wallet.addresses.payment}`,
    })
    expect(foyer.network.get().caipNetwork).toBe(bitcoinTestnet)
    const signature = await foyer.namespaces.signMessage('hello')
    expect(verifyBip322(wallet.addresses.payment, 'hello', signature)).toBe(true)
    const bip122 = foyer.namespaces.adapterOf('bip122')
    expect(isBip122Adapter(bip122)).toBe(true)
    expect(isBip122Adapter(foyer.namespaces.adapterOf('eip155'))).toBe(false)
    await foyer.disconnect()
    expect(wallet.calls.disconnect).toBe(1)
    expect(foyer.account.get().status).toBe('disconnected')
  })

  it('reconnect restores the Bitcoin wallet of the page before, without a prompt', async () => {
    const wallet = registerBitcoinWallet({ name: `Restored ${crypto.randomUUID()}` })
    const device = memoryStorage()
    const before = await setUp(device)
    await signInWithWallet(before, `wallet-standard-bitcoin:${wallet.wallet.name}`)
    expect(before.account.get().address).toBe(wallet.addresses.payment)
    before.destroy()

    const after = await setUp(device)
    await after.reconnect()
    await expect.poll(() => after.account.get().address).toBe(wallet.addresses.payment)
    expect(after.account.get()).toMatchObject({ status: 'connected', namespace: 'bip122' })
    expect(wallet.calls).toMatchObject({ connect: 2, silentConnect: 1 })

    // Disconnected: the next page restores nothing.
    await after.disconnect()
    after.destroy()
    const third = await setUp(device)
    await third.reconnect()
    expect(third.account.get().status).toBe('disconnected')
    expect(wallet.calls.connect).toBe(2)
  })

  it('switches between eip155 and bip122 with a wallet that offers both', async () => {
    announceEvmWallet('Both Chains', 'dev.foyer.both-btc')
    const wallet = registerBitcoinWallet({ name: 'Both Chains' })
    const foyer = await setUp()
    await signInWithWallet(foyer, 'dev.foyer.both-btc')
    expect(foyer.account.get()).toMatchObject({ namespace: 'eip155', address: evmAddress })
    expect(foyer.namespaces.canSwitchTo(bitcoinTestnet)).toBe(true)
    await foyer.namespaces.switchNetwork(bitcoinTestnet)
    expect(foyer.account.get()).toMatchObject({
      namespace: 'bip122',
      address: wallet.addresses.payment,
    })
    expect(foyer.network.get().caipNetwork).toBe(bitcoinTestnet)
    await foyer.namespaces.switchNetwork(devChainA)
    expect(foyer.account.get()).toMatchObject({ namespace: 'eip155', address: evmAddress })
  })

  it('refuses to switch an EVM-only wallet to Bitcoin', async () => {
    announceEvmWallet('Only EVM', 'dev.foyer.only-evm')
    const foyer = await setUp()
    await signInWithWallet(foyer, 'dev.foyer.only-evm')
    expect(foyer.namespaces.canSwitchTo(bitcoinTestnet)).toBe(false)
    await expect(foyer.namespaces.switchNetwork(bitcoinTestnet)).rejects.toMatchObject({
      code: 'NAMESPACE_NOT_SUPPORTED_BY_WALLET',
      params: { namespace: 'bip122' },
    })
  })
})
