import type { Locale } from '@foyer/protocol'
import type { State } from '@wagmi/core'
import type { AccountData } from './account/startAccountData'
import type { ConnectorListItem } from './connectors/orderConnectors'
import type { WalletsStore } from './directory/createWalletsStore'
import type { CustomWallet } from './directory/directoryOptions'
import type { EmbeddedWallet } from './embedded/startEmbeddedWallet'
import type { Features } from './features/resolveFeatures'
import type { RemoteConfigState } from './features/startRemoteConfig'
import type { DappMetadata } from './foyerOptions'
import type { Logger } from './logger/createLogger'
import type { Modal } from './modal/createModal'
import type { Namespaces, ProfileWalletsState } from './namespaces/createNamespaces'
import type { Network } from './networks/network'
import type { SwitchFlow } from './networks/switchFlow'
import type { PayRequest } from './pay/payRequest'
import type { Router } from './router/createRouter'
import type { ViewName } from './router/views'
import type { SignIn } from './signIn/signIn'
import type { SiwxSlot } from './siwx/siwxSlot'
import type { AccountState } from './state/accountState'
import type { LazySlot } from './state/createLazySlot'
import type { NetworkState } from './state/networkState'
import type { FoyerStorage } from './storage/createStorage'
import type { Store } from './store/createStore'
import type { ThemeMode, ThemeVariables } from './theme/themeVariables'
import type { Toasts } from './toast/createToasts'
import type { WagmiSlot } from './wagmi/wagmiEngine'
import type { WalletConnect } from './walletConnect/startWalletConnect'

/** A store to read and follow (its owner alone changes it). */
export type ReadableStore<T> = Pick<Store<T>, 'get' | 'subscribe'>

export type ThemeState = { themeMode: ThemeMode; themeVariables: ThemeVariables }

/**
 * The framework-free client `createFoyer` builds: the stores a UI renders, the flows it starts,
 * and wagmi. A UI only reads the stores and calls the methods.
 */
export interface Foyer {
  /**
   * wagmi, built right after the page's first render (in the browser): `load()` gives its config
   * (the one Foyer built, or the dapp's own `wagmiConfig` with Foyer's connectors) once built,
   * `get().value` is it when built; `dappConfig` is the dapp's own config from the start.
   */
  readonly wagmi: WagmiSlot
  /**
   * The page renders on the server (wagmi's `ssr` of the config): the connection is restored after
   * hydration, from the provider's `initialState` and then storage, before reconnecting.
   */
  readonly ssr: boolean
  /** The dapp's networks, the first the default (with the configured RPC URLs). */
  readonly networks: readonly Network[]
  readonly features: ReadableStore<Features>
  readonly remoteConfig: ReadableStore<RemoteConfigState>
  /** The directory's wallet lists; undefined without a server (apiUrl and projectId). */
  readonly wallets: WalletsStore | undefined
  readonly customWallets: readonly CustomWallet[]
  readonly legalUrls: { terms: string | undefined; privacy: string | undefined }
  /** Whether the visitor ticked the legal checkbox (with the legalCheckbox feature). */
  readonly legalConsent: Store<{ accepted: boolean }>
  readonly projectId: string | undefined
  readonly apiUrl: string | undefined
  readonly metadata: DappMetadata | undefined
  /** The language the kit and the frame speak: the `locale` option, else the browser's. */
  readonly locale: Locale
  /**
   * The language a server renders the kit in, which the browser's hydrating render repeats: the
   * `locale` option, else English (a server does not know the browser's language).
   */
  readonly serverLocale: Locale
  readonly storage: FoyerStorage
  readonly logger: Logger
  readonly router: Router
  readonly modal: Modal
  readonly toasts: Toasts
  readonly theme: Store<ThemeState>
  readonly account: ReadableStore<AccountState>
  readonly network: ReadableStore<NetworkState>
  /** The wallets' connectors, in display order. */
  readonly connectors: ReadableStore<{ items: ConnectorListItem[] }>
  /**
   * The chain namespaces of the dapp's networks, one adapter each (eip155, solana): which is
   * active, whether a network can be switched to, and the active account's `signMessage`.
   */
  readonly namespaces: Namespaces
  /**
   * The wallets connected to the page, in the order they connected, one `active` (the account's).
   * With the `multiWallet` feature several stay connected at once (docs/product.md#profile-wallets).
   */
  readonly profileWallets: ReadableStore<ProfileWalletsState>
  /** Makes the connected wallet `id` the active one: the account and network become its. */
  switchWallet(id: string): Promise<void>
  /**
   * Ends the connection of wallet `id` alone (the next connected one becomes active; none left:
   * disconnected). A failure shows the FAILED_TO_DISCONNECT toast.
   */
  disconnectWallet(id: string): Promise<void>
  /** Every sign-in (wallet, WalletConnect, email, social, Farcaster) starts and is followed here. */
  readonly signIn: SignIn
  readonly switching: SwitchFlow
  /** Opens the modal on `view`, or on the view the connection calls for. */
  open(view?: ViewName): void
  close(): void
  disconnect(): Promise<void>
  switchNetwork: SwitchFlow['switchNetwork']
  /**
   * Pays `amount` (a decimal string in the token's units) of `token` (an ERC-20 address, or
   * NATIVE_TOKEN_ADDRESS) to `to` on `chainId` (a number or a CAIP-2 id, the active network)
   * from the connected wallet (docs/product.md#pay): opens Pay, which swaps another token held
   * first when the balance is short (with the payment as one `wallet_sendCalls` batch where the
   * account can), or, with nothing to swap and buying on, buys the shortfall first. Resolves with
   * the payment's transaction hash once sent (a batch's: the transaction that carried it);
   * rejects with a FoyerError: PAY_DISABLED (the `pay` switch is off), PAY_NOT_CONNECTED,
   * AMOUNT_AND_RECEIVER_REQUIRED, TOKEN_REQUIRED, UNSUPPORTED_CHAIN, PAY_CANCELLED (the visitor
   * closed Pay).
   */
  pay(request: PayRequest): Promise<`0x${string}`>
  /** The embedded wallet (email, social, Farcaster), loaded when first needed. */
  readonly embedded: LazySlot<EmbeddedWallet>
  /** Remote wallets over WalletConnect, loaded when first needed. */
  readonly walletConnect: LazySlot<WalletConnect>
  /** Balances, activity, NFTs and send (needs the server), loaded with the Account view. */
  readonly accountData: LazySlot<AccountData>
  /** Sign in with the wallet (the `siwx` option): the session, and the flow once loaded. */
  readonly siwx: SiwxSlot
  /**
   * Takes the connection state a server rendered with (`ssr`, from `cookieToInitialState`): the
   * account and network stores show it at once, wagmi takes it on `reconnect`. The provider calls
   * this in its first render; without `ssr` it does nothing.
   */
  hydrate(initialState: State | undefined): void
  /**
   * Restores the last connection (wagmi's reconnect, after the `hydrate`d state with `ssr`), e.g.
   * after a reload; the embedded wallet is loaded first when this device used it.
   */
  reconnect(): Promise<void>
  destroy(): void
}
