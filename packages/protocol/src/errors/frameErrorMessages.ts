/**
 * Errors the embedded-wallet frame answers with (its `_ERROR` payload carries the code), in
 * English. Code → words; docs/product.md (Errors) gives the product's own ones. The frame also
 * answers with the kit's REQUEST_ABORTED, FAILED_TO_CONNECT, SOCIAL_INITIATE_FAILED and
 * FARCASTER_CONNECT_FAILED (kitErrorMessages.ts), and with the API's codes.
 */
export const FRAME_ERROR_MESSAGES = {
  NOT_CONNECTED: 'Not connected to email or social',
  // EIP-1193: the app answers these two as 4200 and 4001.
  REQUEST_NOT_ALLOWED: 'Requested RPC call is not allowed',
  USER_REJECTED: 'User rejected the request.',
  INVALID_METHOD_PARAMS: 'Invalid parameters for this method',
  WRONG_ACCOUNT: 'The address does not match the connected account',
  WRONG_CHAIN: 'The RPC endpoint is on another chain than requested',
  RPC_URL_INVALID: 'The RPC URL must be http or https',
  RPC_UNREACHABLE: 'The RPC endpoint could not be reached',
  RPC_BAD_ANSWER: 'The RPC endpoint answered badly ({status})',
  RPC_ERROR: 'The RPC endpoint answered with an error',
  TRANSACTION_NOT_PREPARED: 'The transaction was not prepared',
  SMART_ACCOUNTS_UNAVAILABLE: 'Smart accounts are not available on this network',
  // Batched calls (EIP-5792) and smart accounts (docs/product.md#batched-calls)
  CALL_TO_INVALID: "Each call's to must be an address starting with 0x",
  CALL_DATA_INVALID: "A call's data must start with 0x",
  CAPABILITIES_ADDRESS_REQUIRED: 'A wallet address is required for capability queries',
  CALLS_ID_UNKNOWN: 'No calls were sent with this id',
  CALLS_UNSUPPORTED: 'This account sends one transaction per call',
  ATOMIC_UNSUPPORTED: 'This account cannot send these calls together: switch to the smart account',
  USER_OPERATION_REJECTED: 'The bundler refused the operation',
  PERMISSION_EXPIRY_REQUIRED: 'A permission request needs an expiry in the future',
  PERMISSION_UNSUPPORTED: 'This wallet cannot grant the permission {type}',
  PERMISSION_ALLOWANCE_REQUIRED: 'A native token permission needs a token-allowance policy',
  PERMISSIONS_NEED_SMART_ACCOUNT: 'Permissions are granted by the smart account: switch to it',
  PERMISSION_UNKNOWN: 'No permission was granted with this context',
  PERMISSION_GRANT_FAILED: 'The permission could not be granted on chain',
  EMAIL_FIRST: 'Enter your email first',
  DEVICE_NOT_APPROVED: 'The device was not approved in time',
  DEVICE_SHARE_LOST:
    'This device received its share of this wallet before and no longer holds it. Clear this site’s data in the browser, then sign in again to restore the wallet here as a new device',
  SHARES_MISMATCH: 'The key shares do not belong to this wallet',
  INVALID_PRIVATE_KEY: 'A private key is 32 bytes of 0x-hex',
  INVALID_KEY_SHARE: 'A key share is 33 bytes of 0x-hex',
  KEY_SPLIT_FAILED: 'Key split failed',
  USER_ID_REQUIRED: 'A user id is required',
  DEVICE_KEY_NOT_STORED: 'Device key could not be stored',
  DEVICE_STORAGE_FAILED: 'The wallet frame could not use this browser’s storage',
  DEVICE_SHARE_UNREADABLE: 'The device share could not be decrypted',
  WRONG_PROJECT: 'The project id does not match this frame',
  SOCIAL_CALLBACK_FOREIGN:
    "Failed to connect: the answer did not come from this wallet's sign-in page",
  SOCIAL_LOGIN_NOT_STARTED:
    'Failed to connect: this sign-in was not started here or was already finished; start it again',
  SOCIAL_CALLBACK_NOT_RECEIVED:
    "Failed to connect: this answer did not reach this wallet's sign-in page; start it again",
  FARCASTER_NOT_STARTED:
    'Failed to connect to farcaster: no Farcaster sign-in was started here; start it again',
  FRAME_PROJECT_ID_INVALID: 'The frame needs a valid projectId',
  FRAME_CHAIN_ID_INVALID: 'The frame needs a valid chainId',
  FRAME_API_URL_MISSING: 'The frame needs the API URL (apiUrl or FOYER_PUBLIC_API_URL)',
  FRAME_RPC_URL_INVALID: 'The frame rpcUrl must be http(s)',
  PARENT_ORIGIN_NOT_EXACT: 'The parent origin must be an exact origin',
  // Self-custody: recovery secrets and passkeys (docs/security.md)
  RECOVERY_NEEDED:
    'This wallet is protected: use its passkey or recovery password to open it on this device',
  RECOVERY_UNAVAILABLE:
    'This wallet has no passkey or recovery password yet, so only the device that made it can open it. Sign in there and protect it',
  WRONG_RECOVERY_PASSWORD: 'That recovery password does not open this wallet',
  WEAK_RECOVERY_PASSWORD:
    'Choose a stronger recovery password: at least 12 characters that are hard to guess',
  PASSKEY_UNSUPPORTED:
    'This browser or passkey cannot protect a wallet (no PRF extension): use a recovery password instead',
  PASSKEY_CANCELLED: 'The passkey request was cancelled',
} as const
