/**
 * `@foyer/core/internal`: what a UI kit (`@foyer/react`) needs beyond the public entry — the
 * stores' state types, list and account helpers, and the constants its views use. Not for dapps:
 * it may change with any release.
 */

export { PENDING_TRANSACTIONS_LIMIT } from './account/accountLimits'
// Account features.
export {
  type AccountTarget,
  type DataTarget,
  readAccountTarget,
  readDataTarget,
} from './account/accountTarget'
export type { ActivityItem } from './account/activityItem'
export type { Activity, ActivityState } from './account/createActivity'
export type { Balances, BalancesState, BalancesStatus } from './account/createBalances'
export type { CursorList, CursorListState, CursorListStatus } from './account/createCursorList'
export type { Identity, IdentityState } from './account/createIdentity'
export type {
  PendingTransactions,
  PendingTransactionsState,
} from './account/createPendingTransactions'
export type { AccountData } from './account/startAccountData'
// Server API (the names lookups a UI makes itself).
export { type ApiClient, createApiClient } from './api/createApiClient'
// Wallet lists.
export { composeWalletList, type WalletListItem } from './connectors/composeWalletList'
export {
  type Connector,
  type ConnectorType,
  connectorNamespaces,
  connectorUidIn,
} from './connectors/connector'
export { listAllWallets } from './connectors/listAllWallets'
export type { ConnectorListItem } from './connectors/orderConnectors'
export {
  INITIAL_WALLETS_STATE,
  type LoadStatus,
  type WalletsState,
  type WalletsStore,
} from './directory/createWalletsStore'
export { type WalletLink, type WalletLinkKind, walletLinks } from './directory/walletLinks'
export { WALLETS_PAGE_IMAGES } from './directory/walletListSizes'
// Embedded wallet (types only: its code loads lazily inside createFoyer).
export type { EmailUpdate, EmailUpdateState, EmailUpdateStep } from './embedded/createEmailUpdate'
export type {
  WalletRecovery,
  WalletRecoveryAction,
  WalletRecoveryState,
} from './embedded/createWalletRecovery'
export type { EmbeddedUserState } from './embedded/embeddedConnector'
// Modal, router, toasts and the stores behind them.
export { EMAIL_DISPLAY_MAX_CHARS, EMBEDDED_CONNECTOR_ID } from './embedded/embeddedConstants'
export { isInAppBrowser } from './embedded/isInAppBrowser'
export { isUnprotected } from './embedded/isUnprotected'
export { EMBEDDED_SOLANA_CONNECTOR_ID } from './embedded/solana/embeddedSolanaConstants'
export type { EmbeddedWallet, FramePromptState } from './embedded/startEmbeddedWallet'
// Errors.
export { toErrorNotice } from './errors/toErrorNotice'
export { ACCOUNT_TABS, type AccountTab, accountTabs } from './features/accountTabs'
export type { WalletFeature } from './features/featureDefaults'
export type { RemoteConfigState } from './features/startRemoteConfig'
export { walletFeatureButtons } from './features/walletFeatureButtons'
export { FRAME_LOAD_TIMEOUT_MS } from './frame/frameTimings'
export type { Modal, ModalState } from './modal/createModal'
export { MODAL_SHAKE_MS, MODAL_WIDTH_PX } from './modal/modalLook'
// Names.
export {
  type AccountName,
  type CachedName,
  createNames,
  INITIAL_NAME_REGISTRATION_STATE,
  type NameAvailability,
  type NameRegistration,
  type NameRegistrationState,
  type NameRegistrationStep,
  type Names,
} from './names/index'
// Networks a UI lists.
export { compatibleNetworks } from './networks/compatibleNetworks'
export { explorerTxUrl } from './networks/explorerTxUrl'
export type { SwitchAttempt, SwitchFlow } from './networks/switchFlow'
// Buy (on-ramp).
export type { OnrampFlow } from './onramp/createOnrampFlow'
export { onrampLimit, onrampNetwork, onrampProvider, onrampToken } from './onramp/onrampChoice'
export {
  INITIAL_ONRAMP_STATE,
  type OnrampPurchaseProgress,
  type OnrampState,
  type OnrampStep,
} from './onramp/onrampState'
// Pay.
export type { PayFlow } from './pay/createPayFlow'
export {
  INITIAL_PAY_STATE,
  type PayBuy,
  type PayState,
  type PayStep,
  type PaySwap,
} from './pay/payState'
export type { Router, RouterState } from './router/createRouter'
export { VIEWS, type ViewData } from './router/views'
// Send.
export type { SendFlow } from './send/createSendFlow'
export type { SendFee } from './send/estimateSendFee'
export { SEND_ERRORS, type SendError, sendErrorNotice } from './send/sendError'
export { INITIAL_SEND_STATE, type SendState, type SendStep } from './send/sendState'
export type { SendToken } from './send/sendToken'
// Sign in with the wallet.
export type { SiwxSlot } from './siwx/siwxSlot'
export type { SiwxFlow } from './siwx/startSiwx'
export type { LazySlot, LazySlotState } from './state/createLazySlot'
export type { Store } from './store/createStore'
// Swap.
export { SWAP_QUOTE_DEBOUNCE_MS, type SwapFlow } from './swap/createSwapFlow'
export { isNativeAsset, pickAssets, type SwapAsset, searchSwapAssets } from './swap/swapAsset'
export { SWAP_ERRORS, type SwapError } from './swap/swapError'
export {
  INITIAL_SWAP_STATE,
  type SwapPartStatus,
  type SwapPlan,
  type SwapState,
  type SwapStep,
} from './swap/swapState'
export type { Toasts, ToastsState } from './toast/createToasts'
export type {
  WalletConnectAttempt,
  WalletConnectFlow,
} from './walletConnect/createWalletConnectFlow'
export type { WalletConnect } from './walletConnect/startWalletConnect'
export { isMobileDevice, walletConnectLink } from './walletConnect/walletConnectLinks'
