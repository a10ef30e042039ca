import { FoyerError } from '@foyer/protocol'
import { SolanaSignMessage, type SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import type { Wallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import type { Connector } from '../../connectors/connector'
import type { Network } from '../../networks/network'
import { type AccountState, DISCONNECTED } from '../../state/accountState'
import type { NetworkState } from '../../state/networkState'
import { createStore } from '../../store/createStore'
import type { AdapterConnection, NamespaceAdapter } from '../namespaceAdapter'
import { disconnectStandardWallet } from '../walletStandard/disconnectStandardWallet'
import type { StandardConnectionMemory } from '../walletStandard/standardConnectionMemory'
import { standardRestore } from '../walletStandard/standardRestore'
import { watchStandardWallets } from '../walletStandard/watchStandardWallets'
import { base58 } from './base58'
import { isSolanaChain } from './solanaChains'
import { solanaBalance } from './solanaRpc'
import type { SolanaTransferRequest } from './solanaTransfer'
import { isSolanaWallet } from './solanaWallets'

/** The connector id (and uid) of a Wallet Standard wallet: its name, which the standard keys on. */
export const solanaConnectorId = (wallet: Pick<Wallet, 'name'>) => `wallet-standard:${wallet.name}`

type Deps = {
  /** The dapp's Solana networks, the first the default. */
  networks: readonly Network[]
  /**
   * The Wallet Standard registry (`getWallets()` of `@wallet-standard/app`); none on a server
   * rendering the page (no wallet there).
   */
  registry: Wallets | undefined
  /**
   * Where the connection is remembered for `restore` after a reload
   * (`standardConnectionMemory(storage, 'solana')`); none: not remembered.
   */
  memory?: StandardConnectionMemory
}

type Connection = { wallet: Wallet; account: WalletAccount; stop: () => void }

/** The shared shape, with several wallets connected at once (profile wallets). */
type ManyConnectionsAdapter = NamespaceAdapter &
  Required<Pick<NamespaceAdapter, 'connections' | 'switchConnection' | 'disconnectConnection'>>

/** The solana adapter: the shared shape, and sending SOL and SPL tokens (the Send view). */
export type SolanaAdapter = ManyConnectionsAdapter & {
  /**
   * Sends `amount` of SOL (or of the SPL token of mint `token`) from the connected account to
   * `to` on the active network: built on the node's latest blockhash (`solanaTransfer.ts`),
   * signed and sent by the wallet (`solana:signAndSendTransaction`, else `signTransaction` and the
   * node's `sendTransaction`). Resolves with the signature (base58) once sent; follow it with
   * `confirmSolanaSignature`. A bad receiver or amount reaches no wallet.
   */
  sendTransfer(request: SolanaTransferRequest): Promise<string>
  release(): void
}

/**
 * The solana namespace: browser wallets through the Wallet Standard. The active network is the
 * dapp's choice (a Solana wallet signs for any cluster); the account is the wallet's first Solana
 * account, followed through its `change` events. Several wallets may be connected at once (profile
 * wallets, docs/product.md#profile-wallets): `connections` lists them, the account is the one
 * connected last or switched to (`switchConnection`).
 */
export function createSolanaAdapter({ networks, registry, memory }: Deps): SolanaAdapter & {
  /**
   * Restores the remembered connection (after a reload): once its wallet is registered, asks it
   * for its accounts without a prompt (`standard:connect` with `silent`); a wallet that no longer
   * trusts the page gives none, and the memory is cleared (`walletStandard/standardRestore.ts`).
   * Resolves once tried, or at once when nothing is remembered or a wallet is already connected;
   * the wallet may register later (wallets register when their script runs).
   */
  restore(): Promise<void>
  release(): void
} {
  const home = networks[0]
  if (!home) throw new Error('The solana adapter needs at least one solana network')
  const fallback: Network = home
  let wallets: readonly Wallet[] = []
  let connection: Connection | undefined
  /** Every wallet connected, in the order they connected; `connection` (the account's) is one. */
  let held: readonly Connection[] = []
  const connections = createStore<{ items: readonly AdapterConnection[] }>({ items: [] })
  const connectors = createStore<{ items: readonly Connector[] }>({ items: [] })
  const network = createStore<NetworkState>(networkState(fallback))
  const account = createStore<AccountState>(DISCONNECTED)

  const restorer = standardRestore<WalletAccount>({
    memory,
    wallets: () => wallets,
    busy: () => connection !== undefined || account.get().status !== 'disconnected',
    async ask(wallet, remembered) {
      const target = networks.find((each) => each.caipNetworkId === remembered.chain)
      if (target) network.set(networkState(target))
      const connect = (wallet.features as StandardConnectFeature)[StandardConnect]
      const { accounts } = await connect.connect({ silent: true })
      return accounts.find(isSolanaAccount)
    },
    adopt: (wallet, solanaAccount) => show(follow(wallet, solanaAccount)),
  })

  const stopWatching = registry
    ? watchStandardWallets(registry, isSolanaWallet, (next) => {
        wallets = next
        connectors.set({ items: next.map(toConnector) })
        restorer.registered(next)
        // A wallet that went away (uninstalled, disabled): its connection with it.
        for (const gone of held.filter((each) => !next.includes(each.wallet))) drop(gone.wallet)
      })
    : () => {}

  function show(next: Connection | undefined) {
    connection = next
    // The account's connection is held (in its place, when only its account changed).
    if (next)
      held = held.some((each) => each.wallet === next.wallet)
        ? held.map((each) => (each.wallet === next.wallet ? next : each))
        : [...held, next]
    listConnections()
    if (!next) return account.set(DISCONNECTED)
    const current = network.get().caipNetwork ?? fallback
    memory?.set({ wallet: next.wallet.name, chain: current.caipNetworkId })
    const address = next.account.address
    account.set({
      status: 'connected',
      isConnected: true,
      namespace: 'solana',
      address,
      caipAddress: `${current.caipNetworkId}:${address}`,
      chainId: String(current.id),
      connectorUid: solanaConnectorId(next.wallet),
      connectorId: solanaConnectorId(next.wallet),
    })
  }

  function listConnections() {
    const chainId = String((network.get().caipNetwork ?? fallback).id)
    connections.set({
      items: held.map(({ wallet, account: walletAccount }) => ({
        connectorUid: solanaConnectorId(wallet),
        connectorId: solanaConnectorId(wallet),
        name: wallet.name,
        icon: wallet.icon,
        address: walletAccount.address,
        chainId,
      })),
    })
  }

  /** Ends every connection. */
  function end() {
    for (const each of held) each.stop()
    held = []
    show(undefined)
  }

  /** Ends the connection of `wallet` alone; the account's, the first one left takes its place. */
  function drop(wallet: Wallet) {
    const gone = held.find((each) => each.wallet === wallet)
    if (!gone) return
    gone.stop()
    held = held.filter((each) => each !== gone)
    if (connection !== gone) return listConnections()
    if (held[0]) return show(held[0])
    forget()
  }

  function forget() {
    end()
    memory?.set(undefined)
  }

  function follow(wallet: Wallet, initial: WalletAccount): Connection {
    const events = (wallet.features as Partial<StandardEventsFeature>)[StandardEvents]
    const stop =
      events?.on('change', ({ accounts }) => {
        const entry = held.find((each) => each.wallet === wallet)
        if (!accounts || !entry) return
        const next = accounts.find(isSolanaAccount)
        // The visitor disconnected the page in the wallet (nothing to restore of it either).
        if (!next) return drop(wallet)
        const updated = { ...entry, account: next }
        if (connection === entry) return show(updated)
        held = held.map((each) => (each === entry ? updated : each))
        listConnections()
      }) ?? (() => {})
    return { wallet, account: initial, stop }
  }

  return {
    namespace: 'solana',
    networks,
    connectors: {
      get: () => connectors.get().items,
      subscribe: (listener) =>
        connectors.subscribe((state, previous) => listener(state.items, previous.items)),
    },
    account: { get: account.get, subscribe: account.subscribe },
    network: { get: network.get, subscribe: network.subscribe },
    balances: 'chainData',
    nativeBalance: (address, target) => solanaBalance(target, address),
    owns: (connectorUid) => connectorUid.startsWith('wallet-standard:'),
    connections: { get: connections.get, subscribe: connections.subscribe },
    async connect(connectorUid) {
      const wallet = wallets.find((candidate) => solanaConnectorId(candidate) === connectorUid)
      if (!wallet) throw new FoyerError('FAILED_TO_CONNECT', { details: connectorUid })
      // Connected already: it becomes the account's. The others stay connected (createNamespaces
      // ends them when the multiWallet feature is off).
      const already = held.find((each) => each.wallet === wallet)
      if (already) return show(already)
      const previous = connection
      // The account stays the wallet connected before until this one answers.
      if (!previous) account.set({ ...DISCONNECTED, status: 'connecting' })
      try {
        const connect = (wallet.features as StandardConnectFeature)[StandardConnect]
        const { accounts } = await connect.connect()
        const solanaAccount = accounts.find(isSolanaAccount)
        if (!solanaAccount) throw new FoyerError('FAILED_TO_CONNECT', { details: wallet.name })
        show(follow(wallet, solanaAccount))
      } catch (error) {
        // Refused or failed: the account is the one before, if any.
        show(previous && held.includes(previous) ? previous : held[0])
        throw error
      }
    },
    async disconnect() {
      const ended = held.map((each) => each.wallet)
      forget()
      await Promise.all(ended.map((wallet) => disconnectStandardWallet(wallet)))
    },
    async switchConnection(connectorUid) {
      const target = held.find((each) => solanaConnectorId(each.wallet) === connectorUid)
      if (!target) throw new FoyerError('NO_ADDRESS_OR_CONNECTOR', { details: connectorUid })
      show(target)
    },
    async disconnectConnection(connectorUid) {
      const target = held.find((each) => solanaConnectorId(each.wallet) === connectorUid)
      if (!target) return
      drop(target.wallet)
      await disconnectStandardWallet(target.wallet)
    },
    async switchNetwork(target) {
      if (!networks.includes(target))
        throw new FoyerError('NAMESPACE_NOT_CONFIGURED', {
          params: { chain: target.caipNetworkId },
        })
      network.set(networkState(target))
      if (connection) show(connection)
      else listConnections()
    },
    async signMessage(message) {
      if (!connection) throw new FoyerError('NO_ADDRESS_OR_CONNECTOR')
      const feature = (connection.wallet.features as Partial<SolanaSignMessageFeature>)[
        SolanaSignMessage
      ]
      if (!feature) throw new FoyerError('ERROR_SIGNING_MESSAGE', { details: 'solana:signMessage' })
      const [output] = await feature.signMessage({
        account: connection.account,
        message: new TextEncoder().encode(message),
      })
      if (!output) throw new FoyerError('ERROR_SIGNING_MESSAGE')
      return base58(output.signature)
    },
    restore: restorer.restore,
    async sendTransfer(request) {
      if (!connection) throw new FoyerError('NO_ADDRESS_OR_CONNECTOR')
      const { wallet, account: walletAccount } = connection
      const target = network.get().caipNetwork ?? fallback
      // The builder loads with the first send: pages that never send do not carry it.
      const { buildSolanaTransfer, sendSolanaTransaction } = await import('./solanaTransfer')
      const { transaction } = await buildSolanaTransfer(target, walletAccount.address, request)
      return sendSolanaTransaction(wallet, walletAccount, target, transaction)
    },
    release() {
      restorer.stop()
      stopWatching()
      for (const each of held) each.stop()
    },
  }
}

function isSolanaAccount(account: WalletAccount): boolean {
  return account.chains.length === 0 || account.chains.some(isSolanaChain)
}

function networkState(network: Network): NetworkState {
  return { caipNetwork: network, chainId: String(network.id), isSupported: true }
}

function toConnector(wallet: Wallet): Connector {
  const id = solanaConnectorId(wallet)
  return {
    id,
    uid: id,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: wallet.icon,
  }
}

/** Whether `adapter` is the solana one (`foyer.namespaces.adapterOf('solana')`), with `sendTransfer`. */
export function isSolanaAdapter(adapter: NamespaceAdapter | undefined): adapter is SolanaAdapter {
  return adapter?.namespace === 'solana' && 'sendTransfer' in adapter
}
