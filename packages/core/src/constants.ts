export {
  EMAIL_LOGIN_COOLDOWN_MS,
  ERROR_ANALYTICS_PER_MINUTE,
  WALLETS_PAGE_SIZE,
  WALLETS_SEARCH_SIZE,
} from '@foyer/protocol'

/**
 * Constants of the product specification (§1, §4, §9). Every timing and limit the kit uses is
 * named here so that code and tests refer to the spec, not to bare numbers.
 */

// §2 and §4: frame, requests and disconnect
export const FRAME_READY_DELAY_MS = 500
export const FRAME_LOAD_TIMEOUT_MS = 20_000
export const FRAME_REQUEST_TIMEOUT_MS = 120_000
export const DISCONNECT_WAIT_MS = 3_000
export const FARCASTER_RESYNC_DELAY_MS = 100

// §9: wallet lists
export const FEATURED_WALLETS_COUNT = 4
export const RECOMMENDED_WALLETS_COUNT = 4
export const WALLETS_PAGE_IMAGES = 20
export const WALLETS_SEARCH_DEBOUNCE_MS = 300

// §9: data, caching, analytics
export const TOKEN_BALANCE_RETRY_BLOCK_MS = 30_000
export const PENDING_TRANSACTIONS_LIMIT = 99

// §9: social sign-in popup
export const SOCIAL_POPUP_WIDTH = 600
export const SOCIAL_POPUP_HEIGHT = 800
export const SOCIAL_POPUP_CLOSED_CHECK_MS = 1_000

// §9: logging
export const LOG_BUFFER_BYTES = 1_024_000
export const DEFAULT_LOG_LEVEL = 'error'

// §9: names
export const NAME_MIN_LENGTH = 4

// §9: blockchain RPC policy and the default cache lifetime: shared with the server.
export {
  DEFAULT_CACHE_LIFETIME_MS,
  RPC_BATCH_SIZE,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
} from '@foyer/protocol'

// §9: modal look and feel
export const TOAST_SWAP_DELAY_MS = 150
export const MODAL_SHAKE_MS = 500
export const MODAL_WIDTH_PX = 360
export const DEFAULT_BORDER_RADIUS_MASTER = '4px'
export const DEFAULT_FONT_SIZE_MASTER = '10px'

// §9: email
/** The wagmi connector id (and type) of remote wallets over WalletConnect. */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'
/** How long the relay may take to hand out a pairing URI before the attempt counts as failed. */
export const WALLETCONNECT_URI_TIMEOUT_MS = 15_000
/** The wagmi connector id (and type) of the embedded wallet; it is never listed with wallets. */
export const EMBEDDED_CONNECTOR_ID = 'foyerEmbedded'
export const EMAIL_DISPLAY_MAX_CHARS = 30

/**
 * How long ConnectingExternal waits for a browser wallet before offering a retry. The spec does
 * not name one for injected wallets; a wallet that never answers must not leave the view hanging.
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 60_000

// §1: orders and defaults
export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof CONNECT_METHODS)[number]
export const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']

export const WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
export type WalletFeature = (typeof WALLET_FEATURES_ORDER)[number]

/**
 * §1: the namespaces each account feature supports (swaps: see SWAP_SUPPORTED_NETWORKS). The
 * spec names none for receive: an address can be received on in every namespace.
 */
export const FEATURE_NAMESPACES = {
  balance: ['eip155', 'solana'],
  names: ['eip155'],
  onramp: ['eip155', 'solana'],
  activity: ['eip155'],
  send: ['eip155', 'solana'],
} as const

/** §1: swaps run on 12 chains. */
export const SWAP_SUPPORTED_NETWORKS = [
  'eip155:1', // Ethereum
  'eip155:42161', // Arbitrum One
  'eip155:10', // Optimism
  'eip155:324', // zkSync Era
  'eip155:8453', // Base
  'eip155:56', // BNB Smart Chain
  'eip155:137', // Polygon
  'eip155:100', // Gnosis
  'eip155:43114', // Avalanche
  'eip155:250', // Fantom
  'eip155:8217', // Klaytn
  'eip155:1313161554', // Aurora
] as const

/** §1: connector display order in the Connect view. */
export const CONNECTOR_DISPLAY_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorSection = (typeof CONNECTOR_DISPLAY_ORDER)[number]

/** §1: default feature switches. */
export const DEFAULT_FEATURES = {
  receive: true,
  send: true,
  emailShowWallets: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  /** Name registration (an optional feature of §1, whose switch list gives it no default): on. */
  names: true,
} as const

/** How many recent wallets are remembered on this device. */
export const RECENT_WALLETS_LIMIT = 3
