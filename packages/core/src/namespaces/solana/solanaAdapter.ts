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
import type { NamespaceAdapter } from '../namespaceAdapter'
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

/** The solana adapter: the shared shape, and sending SOL and SPL tokens (the Send view). */
export type SolanaAdapter = NamespaceAdapter & {
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
 * account, followed through its `change` events.
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
        // The wallet went away (uninstalled, disabled): its connection with it.
        if (connection && !next.includes(connection.wallet)) end()
      })
    : () => {}

  function show(next: Connection | undefined) {
    connection = next
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

  function end() {
    connection?.stop()
    show(undefined)
  }

  function forget() {
    end()
    memory?.set(undefined)
  }

  function follow(wallet: Wallet, initial: WalletAccount): Connection {
    const events = (wallet.features as Partial<StandardEventsFeature>)[StandardEvents]
    const stop =
      events?.on('change', ({ accounts }) => {
        if (!accounts || connection?.wallet !== wallet) return
        const next = accounts.find(isSolanaAccount)
        // The visitor disconnected the page in the wallet: nothing to restore either.
        if (!next) return forget()
        show({ ...connection, account: next })
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
    async connect(connectorUid) {
      const wallet = wallets.find((candidate) => solanaConnectorId(candidate) === connectorUid)
      if (!wallet) throw new FoyerError('FAILED_TO_CONNECT', { details: connectorUid })
      if (connection?.wallet === wallet) return
      end()
      account.set({ ...DISCONNECTED, status: 'connecting' })
      try {
        const connect = (wallet.features as StandardConnectFeature)[StandardConnect]
        const { accounts } = await connect.connect()
        const solanaAccount = accounts.find(isSolanaAccount)
        if (!solanaAccount) throw new FoyerError('FAILED_TO_CONNECT', { details: wallet.name })
        show(follow(wallet, solanaAccount))
      } catch (error) {
        account.set(DISCONNECTED)
        throw error
      }
    },
    async disconnect() {
      const wallet = connection?.wallet
      forget()
      await disconnectStandardWallet(wallet)
    },
    async switchNetwork(target) {
      if (!networks.includes(target))
        throw new FoyerError('NAMESPACE_NOT_CONFIGURED', {
          params: { chain: target.caipNetworkId },
        })
      network.set(networkState(target))
      if (connection) show(connection)
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
      connection?.stop()
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
