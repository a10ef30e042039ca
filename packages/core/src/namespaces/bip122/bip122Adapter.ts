import { FoyerError } from '@foyer/protocol'
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
import { base64 } from './base64'
import { type BitcoinAccounts, bitcoinAccounts } from './bitcoinAccounts'
import { toBitcoinStandardChain } from './bitcoinChains'
import { BITCOIN_CONNECT, isBitcoinWallet } from './bitcoinWallets'

/** The connector id (and uid) of a Wallet Standard Bitcoin wallet: its name, which the standard keys on. */
export const bitcoinConnectorId = (wallet: Pick<Wallet, 'name'>) =>
  `wallet-standard-bitcoin:${wallet.name}`

/** The Wallet Standard's Bitcoin features (as Xverse, Leather and others announce them). */
type BitcoinConnectFeature = {
  [BITCOIN_CONNECT]: {
    connect(input?: {
      purposes?: readonly string[]
      /**
       * Foyer's restore: only the accounts the wallet already authorizes the page to use, without
       * a prompt (as `standard:connect`'s `silent`); none otherwise.
       */
      silent?: boolean
    }): Promise<{ accounts: readonly WalletAccount[] }>
  }
}
type BitcoinSignMessageFeature = {
  'bitcoin:signMessage': {
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array }[]
    ): Promise<readonly { signature: Uint8Array | string }[]>
  }
}
type BitcoinSignTransactionFeature = {
  'bitcoin:signTransaction': {
    signTransaction(
      ...inputs: {
        psbt: Uint8Array
        inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
      }[]
    ): Promise<readonly { signedPsbt: Uint8Array }[]>
  }
}

/** Which inputs of a PSBT to sign, by the connected account's address (payment or ordinals). */
export type SignPsbtOptions = { signInputs?: Readonly<Record<string, readonly number[]>> }

/** The bip122 adapter: a NamespaceAdapter, plus PSBT signing and the ordinals address. */
export type Bip122Adapter = NamespaceAdapter & {
  /**
   * Has the connected wallet sign the PSBT (base64) and gives the signed PSBT (base64, not
   * finalized). By default the inputs spending the connected payment or ordinals address;
   * `signInputs` names them. A malformed PSBT is FoyerError `INVALID_METHOD_PARAMS` and reaches
   * no wallet.
   */
  signPsbt(psbtBase64: string, options?: SignPsbtOptions): Promise<string>
  /** The connected wallet's payment address and, where it offers one, its ordinals address. */
  addresses(): { payment: string; ordinals: string | undefined } | undefined
  release(): void
}

type Deps = {
  /** The dapp's Bitcoin networks, the first the default. */
  networks: readonly Network[]
  /** The Wallet Standard registry (`getWallets()`); none on a server rendering the page. */
  registry: Wallets | undefined
  /**
   * Where the connection is remembered for `restore` after a reload
   * (`standardConnectionMemory(storage, 'bip122')`); none: not remembered.
   */
  memory?: StandardConnectionMemory
}

type Connection = { wallet: Wallet; accounts: BitcoinAccounts; stop: () => void }

/** The purposes Foyer asks a Bitcoin wallet for (sats-connect's names). */
const PURPOSES = ['payment', 'ordinals'] as const

/**
 * The bip122 namespace: browser Bitcoin wallets through the Wallet Standard (`bitcoin:*` chains,
 * `bitcoin:connect`). The account is the wallet's `payment` address (DEFAULT_ACCOUNT_TYPES.bip122),
 * its ordinals address beside it; the active network is the one the wallet's accounts are on.
 * Messages are signed BIP-322 (`bitcoin:signMessage`, the witness base64 as wallets give it),
 * PSBTs through `bitcoin:signTransaction`. No native balance yet: Bitcoin has no JSON-RPC node to
 * ask, and Foyer no Esplora/indexer client (`nativeBalance` refuses, `balances` is undefined).
 */
export function createBip122Adapter({ networks, registry, memory }: Deps): Bip122Adapter & {
  /**
   * Restores the remembered connection (after a reload): once its wallet is registered, asks it
   * for the accounts it already authorizes without a prompt (`standard:connect` with `silent`
   * where the wallet offers it, else `bitcoin:connect` with `silent`), on the remembered network
   * where the accounts are on it; a wallet that no longer authorizes the page gives none, and the
   * memory is cleared (`walletStandard/standardRestore.ts`). Resolves once tried, or at once when
   * nothing is remembered or a wallet is already connected; the wallet may register later.
   */
  restore(): Promise<void>
} {
  const home = networks[0]
  if (!home) throw new Error('The bip122 adapter needs at least one bip122 network')
  const fallback: Network = home
  let wallets: readonly Wallet[] = []
  let connection: Connection | undefined
  const connectors = createStore<{ items: readonly Connector[] }>({ items: [] })
  const network = createStore<NetworkState>(networkState(fallback))
  const account = createStore<AccountState>(DISCONNECTED)

  const restorer = standardRestore<{ accounts: BitcoinAccounts; network: Network }>({
    memory,
    wallets: () => wallets,
    busy: () => connection !== undefined || account.get().status !== 'disconnected',
    async ask(wallet, remembered) {
      const target = networks.find((each) => each.caipNetworkId === remembered.chain)
      if (target) network.set(networkState(target))
      const found = bitcoinAccounts(await silentAccounts(wallet))
      const reached = found && networkOf(found.payment)
      return found && reached ? { accounts: found, network: reached } : undefined
    },
    adopt(wallet, found) {
      network.set(networkState(found.network))
      show(follow(wallet, found.accounts))
    },
  })

  const stopWatching = registry
    ? watchStandardWallets(registry, isBitcoinWallet, (next) => {
        wallets = next
        connectors.set({ items: next.map(toConnector) })
        restorer.registered(next)
        if (connection && !next.includes(connection.wallet)) end()
      })
    : () => {}

  /** The dapp's network the wallet's account is on (its chains), or the current one if it says none. */
  function networkOf(payment: WalletAccount): Network | undefined {
    const current = network.get().caipNetwork ?? fallback
    if (payment.chains.length === 0) return current
    const reachable = networks.filter((each) => {
      const chain = toBitcoinStandardChain(each.caipNetworkId)
      return chain !== undefined && payment.chains.includes(chain as `${string}:${string}`)
    })
    return reachable.includes(current) ? current : reachable[0]
  }

  function show(next: Connection | undefined) {
    connection = next
    if (!next) return account.set(DISCONNECTED)
    const current = network.get().caipNetwork ?? fallback
    memory?.set({ wallet: next.wallet.name, chain: current.caipNetworkId })
    const address = next.accounts.payment.address
    account.set({
      status: 'connected',
      isConnected: true,
      namespace: 'bip122',
      address,
      caipAddress: `${current.caipNetworkId}:${address}`,
      chainId: String(current.id),
      connectorUid: bitcoinConnectorId(next.wallet),
      connectorId: bitcoinConnectorId(next.wallet),
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

  function follow(wallet: Wallet, initial: BitcoinAccounts): Connection {
    const events = (wallet.features as Partial<StandardEventsFeature>)[StandardEvents]
    const stop =
      events?.on('change', ({ accounts }) => {
        if (!accounts || connection?.wallet !== wallet) return
        const next = bitcoinAccounts(accounts)
        // The visitor disconnected the page in the wallet: nothing to restore either.
        if (!next) return forget()
        const reached = networkOf(next.payment)
        if (!reached) return end()
        network.set(networkState(reached))
        show({ ...connection, accounts: next })
      }) ?? (() => {})
    return { wallet, accounts: initial, stop }
  }

  function connected(): Connection {
    if (!connection) throw new FoyerError('NO_ADDRESS_OR_CONNECTOR')
    return connection
  }

  return {
    namespace: 'bip122',
    networks,
    connectors: {
      get: () => connectors.get().items,
      subscribe: (listener) =>
        connectors.subscribe((state, previous) => listener(state.items, previous.items)),
    },
    account: { get: account.get, subscribe: account.subscribe },
    network: { get: network.get, subscribe: network.subscribe },
    // Not served yet: no Bitcoin indexer (Esplora) behind the chain data API nor in the kit.
    balances: undefined,
    async nativeBalance() {
      throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE', {
        details: 'Bitcoin balances are not served yet',
      })
    },
    owns: (connectorUid) => connectorUid.startsWith('wallet-standard-bitcoin:'),
    async connect(connectorUid) {
      const wallet = wallets.find((candidate) => bitcoinConnectorId(candidate) === connectorUid)
      if (!wallet) throw new FoyerError('FAILED_TO_CONNECT', { details: connectorUid })
      if (connection?.wallet === wallet) return
      end()
      account.set({ ...DISCONNECTED, status: 'connecting' })
      try {
        const connect = (wallet.features as BitcoinConnectFeature)[BITCOIN_CONNECT]
        const { accounts } = await connect.connect({ purposes: PURPOSES })
        const found = bitcoinAccounts(accounts)
        if (!found) throw new FoyerError('FAILED_TO_CONNECT', { details: wallet.name })
        const reached = networkOf(found.payment)
        if (!reached)
          throw new FoyerError('FAILED_TO_CONNECT', {
            details: `${wallet.name} is on ${found.payment.chains.join(', ')}, not a network of this app`,
          })
        network.set(networkState(reached))
        show(follow(wallet, found))
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
      // A Bitcoin address belongs to one network: the connected wallet's accounts must be on it.
      const chains = connection?.accounts.payment.chains ?? []
      const chain = toBitcoinStandardChain(target.caipNetworkId)
      if (connection && chains.length > 0 && !chains.some((each) => each === chain))
        throw new FoyerError('UNSUPPORTED_CHAIN', { details: target.caipNetworkId })
      network.set(networkState(target))
      if (connection) show(connection)
    },
    async signMessage(message) {
      const { wallet, accounts } = connected()
      const feature = (wallet.features as Partial<BitcoinSignMessageFeature>)['bitcoin:signMessage']
      if (!feature)
        throw new FoyerError('ERROR_SIGNING_MESSAGE', { details: 'bitcoin:signMessage' })
      const [output] = await feature.signMessage({
        account: accounts.payment,
        message: new TextEncoder().encode(message),
      })
      if (!output) throw new FoyerError('ERROR_SIGNING_MESSAGE')
      // BIP-322: the serialized witness, base64 as wallets hand it out.
      return typeof output.signature === 'string'
        ? output.signature
        : base64.encode(output.signature)
    },
    async signPsbt(psbtBase64, options = {}) {
      // @scure/btc-signer loads with the first PSBT: pages that never sign one do not carry it.
      const { readPsbt, spending } = await import('./readPsbt')
      const { bytes, transaction } = readPsbt(psbtBase64)
      const { wallet, accounts } = connected()
      const own = [accounts.payment, accounts.ordinals].filter(
        (each): each is WalletAccount => each !== undefined,
      )
      const inputsToSign = options.signInputs
        ? Object.entries(options.signInputs).map(([address, indexes]) => {
            const owner = own.find((each) => each.address === address)
            if (!owner)
              throw new FoyerError('INVALID_METHOD_PARAMS', {
                details: `${address} is not an address of the connected wallet`,
              })
            for (const index of indexes)
              if (!Number.isInteger(index) || index < 0 || index >= transaction.inputsLength)
                throw new FoyerError('INVALID_METHOD_PARAMS', {
                  details: `the PSBT has no input ${index}`,
                })
            return { account: owner, signingIndexes: [...indexes] }
          })
        : own
            .map((owner) => ({ account: owner, signingIndexes: spending(transaction, owner) }))
            .filter(({ signingIndexes }) => signingIndexes.length > 0)
      if (inputsToSign.length === 0)
        throw new FoyerError('INVALID_METHOD_PARAMS', {
          details: 'no input of the PSBT spends an address of the connected wallet',
        })
      const feature = (wallet.features as Partial<BitcoinSignTransactionFeature>)[
        'bitcoin:signTransaction'
      ]
      if (!feature)
        throw new FoyerError('TRANSACTION_FAILED', { details: 'bitcoin:signTransaction' })
      const [output] = await feature.signTransaction({ psbt: bytes, inputsToSign })
      if (!output) throw new FoyerError('TRANSACTION_FAILED')
      return base64.encode(output.signedPsbt)
    },
    addresses() {
      if (!connection) return undefined
      const { payment, ordinals } = connection.accounts
      return { payment: payment.address, ordinals: ordinals?.address }
    },
    restore: restorer.restore,
    release() {
      restorer.stop()
      stopWatching()
      connection?.stop()
    },
  }
}

/**
 * The accounts `wallet` already authorizes the page to use, asked without a prompt: by the
 * standard's `standard:connect` with `silent` where the wallet offers it, else by
 * `bitcoin:connect` with `silent`. A wallet that ignores `silent` answers as to a plain connect,
 * which wallets answer for a page they already trust without a prompt too (MetaMask's session,
 * a WalletConnect session's wallet).
 */
async function silentAccounts(wallet: Wallet): Promise<readonly WalletAccount[]> {
  const standard = (wallet.features as Partial<StandardConnectFeature>)[StandardConnect]
  if (standard) return (await standard.connect({ silent: true })).accounts
  const connect = (wallet.features as BitcoinConnectFeature)[BITCOIN_CONNECT]
  return (await connect.connect({ purposes: PURPOSES, silent: true })).accounts
}

function networkState(network: Network): NetworkState {
  return { caipNetwork: network, chainId: String(network.id), isSupported: true }
}

function toConnector(wallet: Wallet): Connector {
  const id = bitcoinConnectorId(wallet)
  return {
    id,
    uid: id,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    imageUrl: wallet.icon,
  }
}

/** Whether `adapter` is the bip122 one (`foyer.namespaces.adapterOf('bip122')`), with `signPsbt`. */
export function isBip122Adapter(adapter: NamespaceAdapter | undefined): adapter is Bip122Adapter {
  return adapter?.namespace === 'bip122' && 'signPsbt' in adapter
}
