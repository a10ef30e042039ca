/**
 * `@foyer/core`: what a dapp or an operator uses — the client and its options, the states it
 * reports, networks, theme and error codes. What a UI kit needs beyond that is
 * `@foyer/core/internal`; test helpers are `@foyer/core/testing`.
 */

// Errors: one shape (a code the locale words), as the protocol defines it.
// Languages: the `locale` option takes one of LOCALES.
export {
  EN_ERROR_MESSAGES,
  ERROR_CODES,
  type ErrorCode,
  type ErrorMessages,
  errorCodeOf,
  FoyerError,
  formatErrorMessage,
  isErrorCode,
  isFoyerError,
  LOCALES,
  type Locale,
  localeDirection,
} from '@foyer/protocol'
// Server rendering: the connection state kept in a cookie and read on the server (as wagmi's).
export { cookieStorage, type State as WagmiState } from '@wagmi/core'
// wagmi's config as Foyer builds it, for an app whose components call wagmi's hooks.
export {
  type CreateWagmiConfigOptions,
  createWagmiConfig,
} from './connectors/createWagmiConfig'
export { createFoyer } from './createFoyer'
// Options.
export type { CustomWallet, DirectoryOptions } from './directory/directoryOptions'
export type { ErrorNotice } from './errors/errorNotice'
// Whether a wallet request failed because the visitor refused it (4001, WalletConnect's 5000).
export { isUserRejection } from './errors/walletErrors'
export type { Features, FeaturesInput } from './features/resolveFeatures'
export type { Foyer, ReadableStore, ThemeState } from './foyer'
export type { DappMetadata, FoyerOptions, WagmiConfigOptions } from './foyerOptions'
export type { Logger, LogLevel } from './logger/createLogger'
// Account names: text records (e.g. an avatar) other apps read through ENS.
export { type SetNameTextParameters, setNameText } from './names/setNameText'
// Chain namespaces: one adapter each (docs/architecture.md, "Adding a namespace").
export {
  DEFAULT_ACCOUNT_TYPES,
  type NamespaceAccountType,
} from './namespaces/accountTypes'
export {
  type Bip122Adapter,
  isBip122Adapter,
  type SignPsbtOptions,
} from './namespaces/bip122/bip122Adapter'
export type { Namespaces, ProfileWalletsState } from './namespaces/createNamespaces'
export type {
  AdapterConnection,
  AdapterStore,
  NamespaceAdapter,
} from './namespaces/namespaceAdapter'
export type { ProfileWallet } from './namespaces/profileWallet'
export { isSolanaAdapter, type SolanaAdapter } from './namespaces/solana/solanaAdapter'
export type { SolanaTransferRequest } from './namespaces/solana/solanaTransfer'
// Networks.
export { bitcoin, bitcoinNetworks, bitcoinTestnet } from './networks/bitcoinNetworks'
export { devChainA, devChainB, devSolana } from './networks/devChains'
export { evmNetworks } from './networks/evmNetworks'
export { findNetwork } from './networks/findNetwork'
export { fromViemChain } from './networks/fromViemChain'
export { knownNetworks } from './networks/knownNetworks'
export type { Network } from './networks/network'
export { resolveNetworks } from './networks/resolveNetworks'
export { solana, solanaDevnet, solanaNetworks, solanaTestnet } from './networks/solanaNetworks'
export { toViemChain } from './networks/toViemChain'
export { withRpcUrls } from './networks/withRpcUrls'
export type { PayRequest } from './pay/payRequest'
export type { ViewName } from './router/views'
export {
  createSessionSender,
  type SessionCall,
  type SessionSender,
  type SessionSenderParameters,
} from './sessions/createSessionSender'
export type {
  SignIn,
  SignInMethod,
  SignInState,
  SignInStatus,
} from './signIn/signIn'
export type { SiwxOptions } from './siwx/siwxOptions'
export type { SiwxState, SiwxStatus } from './siwx/siwxState'
export { cookieToInitialState } from './ssr/cookieToInitialState'
// What the client reports.
export { type AccountState, type ConnectionStatus, evmAddress } from './state/accountState'
export type { NetworkState } from './state/networkState'
// Theme.
export { themeToCssVariables } from './theme/themeToCssVariables'
export {
  DEFAULT_THEME_VARIABLES,
  type ThemeMode,
  type ThemeVariables,
} from './theme/themeVariables'
export type { Toast, ToastMessage, ToastVariant } from './toast/createToasts'
export type { WagmiEngine, WagmiSlot } from './wagmi/wagmiEngine'
