export { type ApiClient, createApiClient, HttpError } from './api/createApiClient'
export type { AccountState, ConnectionStatus } from './client/accountState'
export type { ConnectAttempt, ConnectFlow } from './client/connectFlow'
export { createFoyer, type Foyer } from './client/createFoyer'
export type { DappMetadata, FoyerOptions } from './client/foyerOptions'
export type { NetworkState } from './client/networkState'
export type { RemoteConfigState } from './client/startRemoteConfig'
export type { SwitchAttempt, SwitchFlow } from './client/switchFlow'
export { composeWalletList, type WalletListItem } from './connectors/composeWalletList'
export type { Connector, ConnectorType } from './connectors/connector'
export { CONNECTOR_TYPES } from './connectors/connector'
export { dedupeConnectors } from './connectors/dedupeConnectors'
export { listAllWallets } from './connectors/listAllWallets'
export { type ConnectorListItem, orderConnectors } from './connectors/orderConnectors'
export * from './constants'
export {
  createWalletsStore,
  INITIAL_WALLETS_STATE,
  type WalletsState,
  type WalletsStore,
} from './directory/createWalletsStore'
export type { CustomWallet, DirectoryOptions } from './directory/directoryOptions'
export { type GetWalletsParams, getWallets, walletImageUrl } from './directory/getWallets'
export { type WalletLink, type WalletLinkKind, walletLinks } from './directory/walletLinks'
export { ERROR_MESSAGES } from './errors/messages'
export {
  isUserRejection,
  type WalletFailureReason,
  walletFailureReason,
} from './errors/walletErrors'
export {
  type Features,
  type FeaturesInput,
  type RemoteBackedFeatures,
  resolveFeatures,
} from './features/resolveFeatures'
export { createLogger, type Logger, type LogLevel } from './logger/createLogger'
export { createModal, type Modal, type ModalState } from './modal/createModal'
export { bitcoin, bitcoinNetworks, bitcoinTestnet } from './networks/bitcoinNetworks'
export { devChainA, devChainB } from './networks/devChains'
export { evmNetworks } from './networks/evmNetworks'
export { findNetwork } from './networks/findNetwork'
export { fromViemChain } from './networks/fromViemChain'
export { knownNetworks } from './networks/knownNetworks'
export type { Network } from './networks/network'
export { resolveNetworks } from './networks/resolveNetworks'
export { solana, solanaDevnet, solanaNetworks, solanaTestnet } from './networks/solanaNetworks'
export { toViemChain } from './networks/toViemChain'
export { withRpcUrls } from './networks/withRpcUrls'
export {
  checkAllowedOrigin,
  fetchAllowedOrigins,
  type OriginCheck,
} from './remoteConfig/checkAllowedOrigin'
export { loadRemoteFeatures } from './remoteConfig/loadRemoteFeatures'
export { createRouter, type Router, type RouterState } from './router/createRouter'
export { VIEWS, type ViewData, type ViewName } from './router/views'
export { createStorage } from './storage/createStorage'
export { STORAGE_KEYS } from './storage/storageKeys'
export { createStore, type Store } from './store/createStore'
export { themeToCssVariables } from './theme/themeToCssVariables'
export {
  DEFAULT_THEME_VARIABLES,
  type ThemeMode,
  type ThemeVariables,
} from './theme/themeVariables'
export { createToasts, type Toast, type Toasts, type ToastVariant } from './toast/createToasts'
