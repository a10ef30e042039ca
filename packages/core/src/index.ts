export { type AccountTarget, readAccountTarget } from './account/accountTarget'
export type { ActivityItem } from './account/activityItem'
export type { Activity, ActivityState } from './account/createActivity'
export type { Balances, BalancesState, BalancesStatus } from './account/createBalances'
export type { ChainDataApi } from './account/createChainDataApi'
export type { CursorList, CursorListState, CursorListStatus } from './account/createCursorList'
export type { Identity, IdentityState } from './account/createIdentity'
export type { PendingTransactions } from './account/createPendingTransactions'
export type { AccountData } from './account/startAccountData'
export { type ApiClient, createApiClient, HttpError } from './api/createApiClient'
export { proxyRpcUrl } from './api/proxyRpcUrl'
export type { AccountState, ConnectionStatus } from './client/accountState'
export type { ConnectAttempt, ConnectFlow } from './client/connectFlow'
export { createFoyer, type Foyer } from './client/createFoyer'
export { createTransports, rpcTransport } from './client/createTransports'
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
export { isInAppBrowser } from './embedded/isInAppBrowser'
export { openSocialPopup, type SocialPopup } from './embedded/openSocialPopup'
export { SOCIAL_LOGIN_ERRORS } from './embedded/socialLoginErrors'
export { ACCOUNT_MESSAGES } from './errors/accountMessages'
export { ERROR_MESSAGES } from './errors/messages'
export {
  isUserRejection,
  type WalletFailureReason,
  walletFailureReason,
} from './errors/walletErrors'
export { ACCOUNT_TABS, type AccountTab, accountTabs } from './features/accountTabs'
export {
  type Features,
  type FeaturesInput,
  type RemoteBackedFeatures,
  resolveFeatures,
} from './features/resolveFeatures'
export { WALLET_FEATURE_FLOWS, walletFeatureButtons } from './features/walletFeatureButtons'
export { createLogger, type Logger, type LogLevel } from './logger/createLogger'
export { createModal, type Modal, type ModalState } from './modal/createModal'
export * from './names/index'
export { bitcoin, bitcoinNetworks, bitcoinTestnet } from './networks/bitcoinNetworks'
export { compatibleNetworks } from './networks/compatibleNetworks'
export { devChainA, devChainB } from './networks/devChains'
export { evmNetworks } from './networks/evmNetworks'
export { explorerTxUrl } from './networks/explorerTxUrl'
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
export type { SendFlow } from './send/createSendFlow'
export type { SendFee } from './send/estimateSendFee'
export { SEND_ERRORS, type SendError, sendErrorMessage } from './send/sendError'
export { INITIAL_SEND_STATE, type SendState, type SendStep } from './send/sendState'
export type { SendToken } from './send/sendToken'
export type { SiwxClient } from './siwx/createSiwxClient'
export type { SiwxOptions } from './siwx/siwxOptions'
export type { SiwxSlot } from './siwx/siwxSlot'
export type { SiwxState, SiwxStatus } from './siwx/siwxState'
export type { SiwxFlow } from './siwx/startSiwx'
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
