/** App events the page sends the embedded-wallet frame (docs/product.md). */
export const APP_EVENT_TYPES = [
  'APP_SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'GET_SOCIAL_REDIRECT_URI',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
  'RPC_ABORT',
  // Self-custody (docs/security.md): passkey sign-in, recovery secrets, the key's export.
  'CONNECT_PASSKEY',
  'PROTECT_WALLET',
  'GET_RECOVERY',
  'REMOVE_PASSKEY',
  'EXPORT_KEY',
] as const
export type AppEventType = (typeof APP_EVENT_TYPES)[number]

/**
 * What the frame asks the visitor in its own UI while the page shows it (APPROVAL_REQUIRED's
 * `kind`): a transaction (`request`), a message or typed data to sign (`sign`), protecting the
 * wallet with a passkey or recovery password, restoring it on a new device, showing the exported
 * key, or a passkey ceremony.
 */
export const FRAME_PROMPT_KINDS = [
  'request',
  'sign',
  'protect',
  'restore',
  'export',
  'passkey',
] as const
export type FramePromptKind = (typeof FRAME_PROMPT_KINDS)[number]

/** Prefix of app → frame message types. */
export const APP_MESSAGE_PREFIX = '@foyer-app/'
/** Prefix of frame → app message types. */
export const FRAME_MESSAGE_PREFIX = '@foyer-frame/'

/**
 * Events the frame sends without being asked. SOCIAL_CALLBACK carries the URL the provider sent
 * the visitor back to (the frame's SOCIAL_CALLBACK_PATH page), for the app's CONNECT_SOCIAL.
 */
export const FRAME_EVENT_TYPES = [
  'READY',
  'APPROVAL_REQUIRED',
  'APPROVAL_DONE',
  'SOCIAL_CALLBACK',
] as const
export type FrameEventType = (typeof FRAME_EVENT_TYPES)[number]

/**
 * Requests that wait for the visitor (a code, a link, a popup): they time out after
 * FRAME_REQUEST_TIMEOUT (iframe_request_timeout, docs/product.md).
 */
export const TIMED_APP_EVENTS: readonly AppEventType[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'CONNECT_PASSKEY',
]

/** Login actions CONNECT_EMAIL answers with (docs/product.md). */
export const EMAIL_LOGIN_ACTIONS = ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const
export type EmailLoginAction = (typeof EMAIL_LOGIN_ACTIONS)[number]

/** Account types (docs/product.md). */
export const ACCOUNT_TYPES = ['eoa', 'smartAccount'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

/** Read-only RPC methods: safe, never need approval, not aborted with pending requests (docs/product.md). */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getLogs',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getPermissions',
] as const

/** Methods that sign or send: each needs the visitor's approval in the frame (docs/product.md). */
export const APPROVAL_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
] as const

/**
 * The app's answer to READY: it transfers a MessagePort, and from then on every request, reply
 * and frame event travels over that port (docs/product.md: postMessage with explicit origins, then a
 * MessageChannel).
 */
export const APP_HANDSHAKE_TYPE = '@foyer-app/HANDSHAKE'

/** Frame URL parameters (docs/product.md). */
export const FRAME_URL_PARAMS = [
  'projectId',
  'chainId',
  'version',
  'enableLogger',
  'rpcUrl',
] as const
