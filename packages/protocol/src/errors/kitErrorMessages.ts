/**
 * Errors the kit itself raises in the page (core), in English: the product's own words where
 * docs/product.md gives them (Errors), kept exactly. Code → words; a `{name}` is filled in by
 * formatErrorMessage. The React locale table starts from these (`strings.errors`).
 */
export const KIT_ERROR_MESSAGES = {
  MODAL_CLOSED: 'Modal closed',
  POPUP_CLOSED: 'Popup closed',
  CONNECTION_REJECTED: 'Connection rejected',
  FAILED_TO_CONNECT: 'Failed to connect',
  /** The wallet never answered the connect request (a UI may add how to wake it). */
  WALLET_TIMEOUT: 'Failed to connect',
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  SOCIAL_INITIATE_FAILED: 'Failed to initiate social connection',
  FARCASTER_CONNECT_FAILED: 'Failed to connect to farcaster',
  NO_AUTH_CONNECTOR: 'No auth connector found',
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  ERROR_OCCURRED: 'An error occurred',
  IFRAME_LOAD_FAILED: 'Unable to load email login dependency',
  IFRAME_REQUEST_TIMEOUT: 'iframe_request_timeout',
  IFRAME_NOT_SET: 'W3mFrame: iframe is not set',
  PARENT_NOT_SET: 'W3mFrame: parent is not set',
  ACTION_NOT_ALLOWED: 'Action not allowed',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  ERROR_SIGNING_MESSAGE: 'Error signing message',
  HTTP_STATUS: 'HTTP status code: {status}',
  NOT_CONFIGURED: '{name} is not configured',
  EIP155_NETWORK_REQUIRED: 'At least one eip155 network is required',
  // Namespaces (docs/product.md#networks): a chain must belong to a configured namespace.
  NAMESPACE_NOT_CONFIGURED: 'The chain {chain} belongs to no configured namespace',
  /** The connected wallet has no account in the namespace of the network asked for. */
  NAMESPACE_NOT_SUPPORTED_BY_WALLET: 'The connected wallet does not support {namespace} networks',
  /** createFoyer's `wagmiConfig` lacks a chain for some of its eip155 `networks`. */
  WAGMI_CONFIG_MISSING_CHAINS: 'The wagmi config has no chain for {networks}',
  // Account features: the product's words where it has them (docs/product.md, Errors).
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  // Send: the draft, then the sending.
  AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  TOKEN_REQUIRED: 'A token is required',
  INVALID_RECEIVER: 'The receiver is not a valid address',
  INVALID_AMOUNT: 'The amount is not a valid number',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  INSUFFICIENT_FEE_BALANCE: 'Insufficient balance to pay the network fee',
  TOO_MANY_PENDING: '{limit} transactions are already pending: wait for one to confirm',
  TRANSACTION_REJECTED: 'Transaction rejected',
  TRANSACTION_FAILED: 'The transaction could not be sent',
  TRANSACTION_REVERTED: 'The transaction was reverted',
  RECEIPT_UNAVAILABLE: 'The transaction was sent, but its confirmation could not be followed',
  /** Solana: SOL sent to an address with no account yet must cover its rent-exempt minimum. */
  AMOUNT_BELOW_RENT_MINIMUM:
    'The receiver has no account yet: send at least {minimum} SOL to create it',
  /**
   * Solana: what a send leaves in the sender's account must be nothing or its rent-exempt minimum
   * (the chain refuses a remainder between).
   */
  REMAINDER_BELOW_RENT_MINIMUM: 'Keep at least {minimum} SOL in the account for its rent',
  // Swap (docs/product.md#swap): the draft, the quote; sending fails with the send codes above.
  SWAP_TOKENS_REQUIRED: 'Choose the tokens to swap',
  SWAP_AMOUNT_REQUIRED: 'Enter an amount to swap',
  SWAP_TOKENS_UNAVAILABLE: 'The tokens to swap could not be loaded',
  SWAP_QUOTE_UNAVAILABLE: 'No price could be found for this swap',
  SWAP_SLIPPAGE_INVALID: 'The slippage must be above 0 and at most {max} %',
  // Pay (docs/product.md#pay): foyer.pay refused, or its promise when the visitor closes Pay.
  PAY_DISABLED: 'Pay is not switched on',
  PAY_NOT_CONNECTED: 'Connect a wallet to pay',
  PAY_CANCELLED: 'The payment was cancelled',
  PAY_PURCHASE_FAILED: 'The purchase did not go through, so nothing was paid',
  // Account names.
  NAME_RESOLVE_FAILED: 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FETCH_FAILED: 'Error fetching names for address',
  NAME_REGISTER_FAILED: 'Error registering name {name}',
  NAME_TEXT_FAILED: 'Error saving the profile of {name}',
  SESSION_NOT_GRANTED: 'This account holds no session for this key',
  SESSION_REFUSED:
    "The account refused this operation: it is outside the session's permissions, or the session ended",
  NO_ADDRESS_OR_CONNECTOR: 'Address or auth connector not found',
} as const
