import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer'
import { bitcoin } from '../networks/bitcoinNetworks'
import { devChainA, devChainB } from '../networks/devChains'
import type { Network } from '../networks/network'
import { solana, solanaDevnet } from '../networks/solanaNetworks'
import { createScriptedWallet, memoryStorage } from '../testing/scriptedWallet'
import { signInWithWallet } from '../testing/signInWallet'
import { standardTestWallet } from './solana/testing/standardTestWallet'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const secondAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const cleanups: (() => void)[] = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** An EIP-6963 wallet named `name` on the dev chain. */
function announceEvmWallet(name: string, rdns: string, at: `0x${string}` = address) {
  const wallet = createScriptedWallet({ chainId: 31337, address: at })
  const info = { uuid: crypto.randomUUID(), name, icon: 'data:image/svg+xml,<svg/>', rdns }
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info, provider: wallet.provider }),
      }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', announce))
  return wallet
}

async function registerSolanaWallet(name: string) {
  const test = await standardTestWallet(name)
  cleanups.push(getWallets().register(test.wallet))
  return test
}

async function setUp(
  networks = [devChainA, devChainB, solana, solanaDevnet],
  features: { multiWallet?: boolean } = {},
) {
  const foyer = createFoyer({ networks, storage: memoryStorage(), logLevel: 'silent', features })
  cleanups.push(foyer.destroy)
  await Promise.all([foyer.wagmi.load(), foyer.namespaces.load()])
  return foyer
}

const listed = (foyer: Awaited<ReturnType<typeof setUp>>) =>
  foyer.connectors.get().items.map(({ connector }) => connector)

describe('namespaces in createFoyer', () => {
  it('keeps the Solana networks beside the EVM ones, with both namespaces configured', async () => {
    const foyer = await setUp()
    expect(foyer.networks).toEqual([devChainA, devChainB, solana, solanaDevnet])
    expect(foyer.namespaces.configured).toEqual(['eip155', 'solana'])
    expect(foyer.account.get()).toMatchObject({ status: 'disconnected', namespace: undefined })
  })

  it('refuses networks of a namespace it has no adapter for, clearly', () => {
    const polkadot: Network = {
      id: '91b171bb158e2d3848fa23a9f1c25182',
      name: 'Polkadot',
      caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      chainNamespace: 'polkadot',
      nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
      rpcUrls: { default: { http: ['https://rpc.polkadot.io'] } },
    }
    expect(() => createFoyer({ networks: [devChainA, polkadot], logLevel: 'silent' })).toThrow(
      /no adapter yet for the namespace of polkadot:91b171bb158e2d3848fa23a9f1c25182/,
    )
    // bip122 has its adapter (namespaces/bip122/).
    expect(() =>
      createFoyer({ networks: [devChainA, bitcoin], logLevel: 'silent' }).destroy(),
    ).not.toThrow()
  })

  it('lists a Wallet Standard Solana wallet with its icon', async () => {
    const wallet = await registerSolanaWallet('Solana Only')
    const foyer = await setUp()
    expect(listed(foyer)).toContainEqual(
      expect.objectContaining({
        id: 'wallet-standard:Solana Only',
        chain: 'solana',
        type: 'ANNOUNCED',
        imageUrl: wallet.wallet.icon,
      }),
    )
  })

  it('lists a wallet that speaks both namespaces once, with both', async () => {
    announceEvmWallet('Both Ways', 'dev.foyer.both')
    await registerSolanaWallet('Both Ways')
    const foyer = await setUp()
    const rows = listed(foyer).filter((connector) => connector.name === 'Both Ways')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      chain: 'eip155',
      rdns: 'dev.foyer.both',
      alsoIn: [{ chain: 'solana', uid: 'wallet-standard:Both Ways' }],
    })
  })

  it('connects a Solana wallet: the account and network are Solana’s; disconnect ends it', async () => {
    const wallet = await registerSolanaWallet('Phantom-like')
    const foyer = await setUp()
    const result = await signInWithWallet(foyer, 'wallet-standard:Phantom-like')
    expect(result.status).toBe('idle')
    expect(foyer.account.get()).toMatchObject({
      status: 'connected',
      namespace: 'solana',
      address: wallet.address,
      caipAddress: `${solana.caipNetworkId}:${wallet.address}`,
    })
    expect(foyer.network.get()).toMatchObject({ caipNetwork: solana, isSupported: true })
    expect(foyer.router.get().view).toBe('Account')
    expect(foyer.namespaces.active()).toBe('solana')
    await foyer.disconnect()
    expect(wallet.calls.disconnect).toBe(1)
    expect(foyer.account.get()).toMatchObject({ status: 'disconnected', namespace: undefined })
  })

  it('signs with the active account: the Solana key', async () => {
    await registerSolanaWallet('Signer')
    const foyer = await setUp()
    await signInWithWallet(foyer, 'wallet-standard:Signer')
    // An ed25519 signature is 64 bytes: 86 to 88 base58 characters.
    expect(await foyer.namespaces.signMessage('hello')).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  })

  it('keeps the EVM path as it was: an EIP-6963 wallet connects in eip155', async () => {
    announceEvmWallet('Only EVM', 'dev.foyer.evm')
    const foyer = await setUp()
    await signInWithWallet(foyer, 'dev.foyer.evm')
    expect(foyer.account.get()).toMatchObject({
      status: 'connected',
      namespace: 'eip155',
      address,
      caipAddress: `eip155:31337:${address}`,
      chainId: 31337,
    })
    expect(foyer.network.get()).toMatchObject({ caipNetwork: devChainA, chainId: 31337 })
    // Signing goes to the EVM wallet as personal_sign (this scripted wallet does not sign).
    await expect(foyer.namespaces.signMessage('hello')).rejects.toThrow(/personal_sign/)
  })

  it('switches across namespaces only when the connected wallet offers the target one', async () => {
    announceEvmWallet('Only EVM', 'dev.foyer.evm')
    const foyer = await setUp()
    await signInWithWallet(foyer, 'dev.foyer.evm')
    expect(foyer.namespaces.canSwitchTo(devChainB)).toBe(true)
    expect(foyer.namespaces.canSwitchTo(solana)).toBe(false)
    await expect(foyer.namespaces.switchNetwork(solana)).rejects.toMatchObject({
      code: 'NAMESPACE_NOT_SUPPORTED_BY_WALLET',
      params: { namespace: 'solana' },
    })
    expect(foyer.account.get().namespace).toBe('eip155')
  })

  it('a wallet with both namespaces switches from EVM to Solana and back', async () => {
    announceEvmWallet('Both Ways', 'dev.foyer.both')
    const wallet = await registerSolanaWallet('Both Ways')
    const foyer = await setUp()
    await signInWithWallet(foyer, 'dev.foyer.both')
    expect(foyer.namespaces.canSwitchTo(solanaDevnet)).toBe(true)
    await foyer.namespaces.switchNetwork(solanaDevnet)
    expect(foyer.account.get()).toMatchObject({
      namespace: 'solana',
      address: wallet.address,
      caipAddress: `${solanaDevnet.caipNetworkId}:${wallet.address}`,
    })
    expect(foyer.network.get().caipNetwork).toBe(solanaDevnet)
    await foyer.namespaces.switchNetwork(devChainA)
    expect(foyer.account.get()).toMatchObject({ namespace: 'eip155', address })
    expect(foyer.network.get().caipNetwork).toBe(devChainA)
  })

  it('a new wallet replaces the one connected in another namespace', async () => {
    announceEvmWallet('Only EVM', 'dev.foyer.evm')
    const wallet = await registerSolanaWallet('Replaced')
    const foyer = await setUp()
    await signInWithWallet(foyer, 'wallet-standard:Replaced')
    expect(foyer.namespaces.active()).toBe('solana')
    await signInWithWallet(foyer, 'dev.foyer.evm')
    await expect.poll(() => wallet.calls.disconnect).toBe(1)
    expect(foyer.account.get()).toMatchObject({ namespace: 'eip155', address })
    expect(foyer.namespaces.adapterOf('solana').account.get().status).toBe('disconnected')
  })

  it('refuses a chain of an unconfigured namespace', async () => {
    const foyer = await setUp([devChainA])
    expect(foyer.namespaces.canSwitchTo(solana)).toBe(false)
    await expect(foyer.namespaces.switchNetwork(solana)).rejects.toMatchObject({
      code: 'NAMESPACE_NOT_CONFIGURED',
      params: { chain: solana.caipNetworkId },
    })
  })

  it('while disconnected, choosing a Solana network makes it the active one', async () => {
    const foyer = await setUp()
    await foyer.switchNetwork(solanaDevnet)
    expect(foyer.network.get().caipNetwork).toBe(solanaDevnet)
    expect(foyer.namespaces.active()).toBe('solana')
  })
})

/** The profile wallets as `[id, address, active]`, in the order they connected. */
const profile = (foyer: Awaited<ReturnType<typeof setUp>>) =>
  foyer.profileWallets.get().items.map((wallet) => [wallet.id, wallet.address, wallet.active])

describe('profile wallets (multiWallet)', () => {
  const multi = () => setUp(undefined, { multiWallet: true })

  it('without multiWallet lists the one connected wallet, replaced by the next', async () => {
    announceEvmWallet('Only EVM', 'dev.foyer.evm')
    const wallet = await registerSolanaWallet('Replaced')
    const foyer = await setUp()
    await signInWithWallet(foyer, 'wallet-standard:Replaced')
    expect(profile(foyer)).toEqual([['solana:wallet-standard:Replaced', wallet.address, true]])
    await signInWithWallet(foyer, 'dev.foyer.evm')
    await expect.poll(() => profile(foyer)).toEqual([[expect.any(String), address, true]])
    expect(foyer.profileWallets.get().items[0]).toMatchObject({
      namespace: 'eip155',
      connectorId: 'dev.foyer.evm',
      name: 'Only EVM',
      icon: 'data:image/svg+xml,<svg/>',
      caipAddress: `eip155:31337:${address}`,
      chainId: 31337,
      network: devChainA,
    })
  })

  it('without multiWallet a second EVM wallet replaces the first, in wagmi too', async () => {
    const first = announceEvmWallet('First EVM', 'dev.foyer.first')
    announceEvmWallet('Second EVM', 'dev.foyer.second', secondAddress)
    const foyer = await setUp()
    await signInWithWallet(foyer, 'dev.foyer.first')
    await signInWithWallet(foyer, 'dev.foyer.second')
    await expect
      .poll(() => profile(foyer))
      .toEqual([[expect.stringMatching(/^eip155:/), secondAddress, true]])
    expect(foyer.account.get()).toMatchObject({
      address: secondAddress,
      connectorId: 'dev.foyer.second',
    })
    expect(first.state.requests).toContain('wallet_revokePermissions')
    // wagmi holds (and would reconnect on reload) the second wallet alone.
    const { config } = await foyer.wagmi.load()
    expect([...config.state.connections.values()].map(({ accounts }) => accounts)).toEqual([
      [secondAddress],
    ])
  })

  it('keeps an EVM and a Solana wallet connected; switches and disconnects one', async () => {
    const evm = announceEvmWallet('Only EVM', 'dev.foyer.evm')
    const sol = await registerSolanaWallet('Side')
    const foyer = await multi()
    await signInWithWallet(foyer, 'dev.foyer.evm')
    await signInWithWallet(foyer, 'wallet-standard:Side')
    const [evmWallet, solWallet] = foyer.profileWallets.get().items
    expect(profile(foyer)).toEqual([
      [evmWallet?.id, address, false],
      ['solana:wallet-standard:Side', sol.address, true],
    ])
    expect(evmWallet).toMatchObject({ namespace: 'eip155', name: 'Only EVM', network: devChainA })
    expect(solWallet).toMatchObject({
      namespace: 'solana',
      name: 'Side',
      icon: sol.wallet.icon,
      caipAddress: `${solana.caipNetworkId}:${sol.address}`,
      network: solana,
    })
    expect(foyer.account.get()).toMatchObject({ namespace: 'solana', address: sol.address })
    expect(sol.calls.disconnect).toBe(0)

    // Switch: the kit's account, network and signer become the EVM wallet's.
    await foyer.switchWallet(evmWallet?.id ?? '')
    expect(foyer.account.get()).toMatchObject({ namespace: 'eip155', address, chainId: 31337 })
    expect(foyer.network.get().caipNetwork).toBe(devChainA)
    expect(foyer.namespaces.active()).toBe('eip155')
    expect(profile(foyer).map(([, , active]) => active)).toEqual([true, false])
    await expect(foyer.namespaces.signMessage('hello')).rejects.toThrow(/personal_sign/)

    // Disconnect the active one: the Solana wallet stays connected and becomes active.
    await foyer.disconnectWallet(evmWallet?.id ?? '')
    expect(evm.state.requests).toContain('wallet_revokePermissions')
    expect(profile(foyer)).toEqual([['solana:wallet-standard:Side', sol.address, true]])
    expect(foyer.account.get()).toMatchObject({ namespace: 'solana', address: sol.address })
    expect(sol.calls.disconnect).toBe(0)

    // The last one: disconnected.
    await foyer.disconnectWallet('solana:wallet-standard:Side')
    expect(sol.calls.disconnect).toBe(1)
    expect(profile(foyer)).toEqual([])
    expect(foyer.account.get()).toMatchObject({ status: 'disconnected' })
  })

  it('disconnecting a wallet that is not active keeps the active one', async () => {
    announceEvmWallet('Only EVM', 'dev.foyer.evm')
    const sol = await registerSolanaWallet('Side')
    const foyer = await multi()
    await signInWithWallet(foyer, 'wallet-standard:Side')
    await signInWithWallet(foyer, 'dev.foyer.evm')
    expect(foyer.account.get()).toMatchObject({ namespace: 'eip155', address })
    await foyer.disconnectWallet('solana:wallet-standard:Side')
    expect(sol.calls.disconnect).toBe(1)
    expect(profile(foyer)).toEqual([[expect.stringMatching(/^eip155:/), address, true]])
    expect(foyer.account.get()).toMatchObject({ namespace: 'eip155', address })
  })

  it('keeps two EVM wallets through wagmi: switches between them, disconnects one', async () => {
    announceEvmWallet('First EVM', 'dev.foyer.first')
    announceEvmWallet('Second EVM', 'dev.foyer.second', secondAddress)
    const foyer = await multi()
    await signInWithWallet(foyer, 'dev.foyer.first')
    await signInWithWallet(foyer, 'dev.foyer.second')
    await expect
      .poll(() => profile(foyer).map(([, at, active]) => [at, active]))
      .toEqual([
        [address, false],
        [secondAddress, true],
      ])
    const [first, second] = foyer.profileWallets.get().items
    expect([first?.name, second?.name]).toEqual(['First EVM', 'Second EVM'])
    expect(foyer.account.get()).toMatchObject({
      address: secondAddress,
      connectorId: 'dev.foyer.second',
    })

    await foyer.switchWallet(first?.id ?? '')
    expect(foyer.account.get()).toMatchObject({ address, connectorId: 'dev.foyer.first' })
    expect(profile(foyer).map(([, , active]) => active)).toEqual([true, false])

    await foyer.disconnectWallet(first?.id ?? '')
    expect(profile(foyer)).toEqual([[second?.id, secondAddress, true]])
    expect(foyer.account.get()).toMatchObject({ status: 'connected', address: secondAddress })
  })

  it('keeps two Solana wallets: both listed, switches between them, disconnects one', async () => {
    const first = await registerSolanaWallet('First Solana')
    const second = await registerSolanaWallet('Second Solana')
    const foyer = await multi()
    await signInWithWallet(foyer, 'wallet-standard:First Solana')
    await signInWithWallet(foyer, 'wallet-standard:Second Solana')
    expect(profile(foyer)).toEqual([
      ['solana:wallet-standard:First Solana', first.address, false],
      ['solana:wallet-standard:Second Solana', second.address, true],
    ])
    expect(foyer.profileWallets.get().items.map(({ name, icon }) => [name, icon])).toEqual([
      ['First Solana', first.wallet.icon],
      ['Second Solana', second.wallet.icon],
    ])
    expect(first.calls.disconnect).toBe(0)

    await foyer.switchWallet('solana:wallet-standard:First Solana')
    expect(foyer.account.get()).toMatchObject({ namespace: 'solana', address: first.address })
    expect(profile(foyer).map(([, , active]) => active)).toEqual([true, false])

    await foyer.disconnectWallet('solana:wallet-standard:First Solana')
    expect(first.calls.disconnect).toBe(1)
    expect(second.calls.disconnect).toBe(0)
    expect(profile(foyer)).toEqual([['solana:wallet-standard:Second Solana', second.address, true]])
    expect(foyer.account.get()).toMatchObject({ namespace: 'solana', address: second.address })
  })

  it('connecting a wallet connected already makes it the active one, asking it nothing', async () => {
    const first = await registerSolanaWallet('First Solana')
    announceEvmWallet('Only EVM', 'dev.foyer.evm')
    const foyer = await multi()
    await signInWithWallet(foyer, 'wallet-standard:First Solana')
    await signInWithWallet(foyer, 'dev.foyer.evm')
    const evmId = foyer.profileWallets.get().items[1]?.id ?? ''
    const result = await signInWithWallet(foyer, 'wallet-standard:First Solana')
    expect(result.status).toBe('idle')
    expect(first.calls.connect).toBe(1)
    expect(foyer.account.get()).toMatchObject({ namespace: 'solana', address: first.address })
    // The EVM one too (wagmi refuses to connect its current connection again).
    await signInWithWallet(foyer, 'dev.foyer.evm')
    expect(foyer.account.get()).toMatchObject({ namespace: 'eip155', address })
    expect(profile(foyer)).toEqual([
      ['solana:wallet-standard:First Solana', first.address, false],
      [evmId, address, true],
    ])
  })

  it('without multiWallet a second Solana wallet replaces the first', async () => {
    const first = await registerSolanaWallet('First Solana')
    const second = await registerSolanaWallet('Second Solana')
    const foyer = await setUp()
    await signInWithWallet(foyer, 'wallet-standard:First Solana')
    await signInWithWallet(foyer, 'wallet-standard:Second Solana')
    expect(profile(foyer)).toEqual([['solana:wallet-standard:Second Solana', second.address, true]])
    expect(first.calls.disconnect).toBe(1)
    expect(foyer.account.get()).toMatchObject({ address: second.address })
  })

  it('disconnect ends every wallet, in every namespace', async () => {
    announceEvmWallet('First EVM', 'dev.foyer.first')
    announceEvmWallet('Second EVM', 'dev.foyer.second', secondAddress)
    const sol = await registerSolanaWallet('Side')
    const foyer = await multi()
    await signInWithWallet(foyer, 'dev.foyer.first')
    await signInWithWallet(foyer, 'dev.foyer.second')
    await signInWithWallet(foyer, 'wallet-standard:Side')
    await expect.poll(() => profile(foyer)).toHaveLength(3)
    await foyer.disconnect()
    expect(profile(foyer)).toEqual([])
    expect(sol.calls.disconnect).toBe(1)
    expect(foyer.account.get()).toMatchObject({ status: 'disconnected' })
    const { config } = await foyer.wagmi.load()
    expect(config.state.connections.size).toBe(0)
  })

  it('refuses to switch to or disconnect a wallet that is not connected, clearly', async () => {
    const foyer = await multi()
    await expect(foyer.switchWallet('eip155:nope')).rejects.toMatchObject({
      code: 'NO_ADDRESS_OR_CONNECTOR',
      details: 'eip155:nope',
    })
    await expect(foyer.namespaces.disconnectWallet('eip155:nope')).rejects.toMatchObject({
      code: 'NO_ADDRESS_OR_CONNECTOR',
    })
  })
})
