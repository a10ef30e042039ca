/**
 * `error.code` values of the HTTP API (`{ error: { code, message } }`), with their English words.
 * The server's message is these words (a `{name}` filled in), or words of its own for the case
 * that say more; a visitor can meet some codes through the frame (a wrong code, a cooldown), so
 * each has words here and in the locale table. (Fastify's own 4xx codes, `FST_…`, pass through.)
 */
export const API_ERROR_MESSAGES = {
  // Every route
  INVALID_PARAMS: 'Invalid parameters',
  BAD_REQUEST: 'Bad request',
  NOT_FOUND: 'Not found',
  RATE_LIMITED: 'Too many requests',
  SERVER_ERROR: 'Server error',
  INTERNAL_ERROR: 'Internal server error',
  /** The client's own: the server could not be reached at all. */
  NETWORK_ERROR: 'The server could not be reached',
  /** The client's own: the server answered something that is not the route's answer. */
  BAD_RESPONSE: 'Unexpected server response',
  // Projects
  PROJECT_ID_REQUIRED:
    'projectId is required: pass your project id as the projectId query parameter',
  UNKNOWN_PROJECT: 'No project has the id {projectId}',
  ORIGIN_NOT_ALLOWED: 'This origin may not call this route',
  // Sessions, email sign-in, devices
  UNAUTHORIZED: 'Sign in first: send a live session as Authorization: Bearer <token>',
  COOLDOWN: 'Wait a moment before asking for another code',
  INVALID_CODE: 'The code is not valid: check it or ask for a new one',
  EXPIRED: 'The code has expired: ask for a new one',
  LOCKED: 'The code is locked after {attempts} wrong tries: ask for a new one',
  NO_PENDING_APPROVAL: 'No approval link is waiting for this device: connect again to get one',
  EMAIL_TAKEN: 'Another account uses this email address',
  MAIL_FAILED: 'The email could not be sent; try again in a moment',
  SAME_EMAIL: 'The new email address is the current one',
  NO_EMAIL:
    'This account has no email address to update: it signed in with a provider that gave none',
  ADDRESS_LOCKED: 'Too many wrong codes for this address: try again in {minutes} minutes',
  // Passkeys
  PASSKEY_UNKNOWN: 'This passkey is not registered here',
  PASSKEY_INVALID: 'The passkey could not be verified',
  PASSKEY_CHALLENGE_INVALID: 'The passkey request expired or was used: start again',
  // Wallet shares
  RECOVERY_STALE: 'The wallet changed meanwhile: start again',
  WALLET_EXISTS: 'This account already has a wallet',
  NO_WALLET: 'This account has no wallet yet',
  CUSTODIAN_OFF: 'Email recovery is not offered for this wallet',
  CUSTODIAN_FAILED: 'Email recovery is unavailable right now; try again in a moment',
  RECOVERY_USED:
    'This device already received its share of this wallet (it stored the wallet or was restored before). Clear the wallet frame’s site data, then sign in again to restore it as a new device',
  // Social sign-in
  SOCIAL_UNAVAILABLE: 'Failed to initiate social connection',
  SOCIAL_STATE_INVALID: 'Failed to connect',
  SOCIAL_PROVIDER_ERROR: 'Failed to connect',
  SOCIAL_PROVIDER_FAILED: 'Failed to connect',
  SOCIAL_TOKEN_INVALID: 'Failed to connect',
  // Farcaster sign-in and our Farcaster auth relay
  FARCASTER_UNAVAILABLE: 'Failed to connect to farcaster',
  FARCASTER_CHANNEL_INVALID: 'Failed to connect to farcaster',
  FARCASTER_CHANNEL_EXPIRED: 'Failed to connect to farcaster',
  FARCASTER_RELAY_FAILED: 'Failed to connect to farcaster',
  FARCASTER_SIGNATURE_INVALID: 'Failed to connect to farcaster',
  FARCASTER_REGISTRY_FAILED: 'Failed to connect to farcaster',
  CHANNEL_COMPLETED: 'This channel is completed already',
  // SIWX
  MALFORMED_MESSAGE: 'The message is not a sign-in message',
  DOMAIN_NOT_ALLOWED: 'The message is for a domain this project does not allow',
  URI_NOT_ALLOWED: 'The message is for a URI this project does not allow',
  NONCE_UNKNOWN: 'The nonce is unknown: ask for a new one',
  NONCE_USED: 'The nonce was used already: ask for a new one',
  NONCE_EXPIRED: 'The nonce has expired: ask for a new one',
  MESSAGE_EXPIRED: 'The message has expired',
  MESSAGE_NOT_YET_VALID: 'The message is not valid yet',
  UNKNOWN_CHAIN: 'Unknown chain',
  INVALID_SIGNATURE: 'The message was not signed by this address',
  CHAIN_UNAVAILABLE: 'The signature could not be checked on the network',
  // Chain data
  INVALID_ADDRESS: 'Invalid address',
  INVALID_CURSOR: 'Invalid cursor: use the `next` of a previous page',
  BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  PRICE_UNAVAILABLE: 'Prices unavailable',
  // Names
  INVALID_NAME: 'Invalid name',
  INVALID_MESSAGE: 'Invalid message',
  STALE_MESSAGE: 'The message timestamp is more than 10 minutes away from now: sign a new one',
  REPLAYED_MESSAGE: 'This message was used already: sign a new one',
  NAME_TAKEN: '{name} is already registered',
  ADDRESS_HAS_NAME: 'This address already has a name on this network',
  NAME_NOT_FOUND: '{name} is not registered',
  NOT_NAME_HOLDER: 'Only the address that holds {name} can change it',
  INVALID_TEXT_RECORD: 'Invalid text record',
  NETWORK_NOT_FOUND: 'Network not found',
  INVALID_CCIP_REQUEST: 'Invalid CCIP-read request',
  // Analytics
  INVALID_EVENT: 'Invalid event',
  // The relay
  UPGRADE_REQUIRED: '/relay is the WalletConnect relay: open a websocket (ws:// or wss://)',
  RELAY_AUTH_REQUIRED:
    'auth is required: a relay-auth JWT (EdDSA, did:key issuer) as the auth query parameter',
  RELAY_AUTH_EXPIRED: 'auth expired at {expiredAt}: sign a new JWT',
  RELAY_AUTH_INVALID: 'Invalid relay auth',
  // Smart accounts: bundler and gas sponsorship (docs/product.md#gas-sponsorship)
  BUNDLER_UNAVAILABLE: 'No bundler serves this network',
  BUNDLER_METHOD_NOT_ALLOWED: 'The bundler is not asked {method} through this API',
  PAYMASTER_UNAVAILABLE: 'No paymaster serves this network',
  SPONSORSHIP_OFF: 'Gas is not sponsored for this project',
  SPONSORSHIP_DAILY_CAP:
    'This account has used its {limit} sponsored transactions for today: try again tomorrow',
  SPONSORSHIP_CONTRACT_NOT_ALLOWED:
    'Gas is sponsored only for calls to the contracts the project names',
  SPONSORSHIP_UNSUPPORTED_CALL:
    'Gas is sponsored only for calls made through a Foyer smart account',
  // Smart accounts: session keys (ERC-7715 permissions)
  SESSIONS_UNAVAILABLE: 'The sessions of this account could not be read from the network',
  SESSION_NOT_FOUND: 'This account has no session with this permissions context',
  SESSION_SIGNATURE_INVALID: 'The revocation is not signed by the owner of this account',
  RELAYER_UNAVAILABLE: 'No relayer sends revocations on this network',
  REVOCATION_FAILED: 'The revocation could not be sent: try again',
  // Swap (docs/product.md#swap): the spec's words for unsupported networks
  SWAP_NETWORK_UNSUPPORTED: 'Network not supported for Swaps',
  GAS_PRICE_NETWORK_UNSUPPORTED: 'Network not supported for Gas Price',
  SWAP_TOKEN_UNKNOWN: 'This token cannot be swapped on this network',
  SWAP_SAME_TOKEN: 'Choose two different tokens to swap',
  SWAP_NO_ROUTE: 'No market swaps these tokens on this network',
  SWAP_AMOUNT_TOO_SMALL: 'The amount is too small to swap',
  SWAP_NATIVE_NEEDS_NO_APPROVAL: 'The native coin needs no approval',
  SWAP_UNAVAILABLE: 'The swap could not be prepared: the network did not answer',
  SWAP_RESTRICTED_REGION: 'Swapping is not available in your region',
  // Buying crypto (docs/product.md#buy)
  ONRAMP_AMOUNT_TOO_LOW: 'The least you can buy by {method} is {min} {currency}',
  ONRAMP_AMOUNT_TOO_HIGH: 'The most you can buy by {method} is {max} {currency}',
  ONRAMP_PROVIDER_UNAVAILABLE: 'No on-ramp provider serves this purchase',
  ONRAMP_TOKEN_UNAVAILABLE: '{token} cannot be bought on this network',
  ONRAMP_RESTRICTED_REGION: 'Buying crypto is not available in your region',
  ONRAMP_PURCHASE_NOT_FOUND: 'This purchase does not exist or has ended',
  ONRAMP_CARD_DECLINED: 'The card was declined: no money was taken and nothing was sent',
  ONRAMP_DELIVERY_FAILED: 'The bought tokens could not be sent: no money was taken',
  // Dev helpers
  DEPLOYMENTS_NOT_FOUND: 'No dev contracts are deployed yet (npm start deploys them)',
  DEPLOYMENTS_INVALID: 'The deployments file is not valid',
} as const
