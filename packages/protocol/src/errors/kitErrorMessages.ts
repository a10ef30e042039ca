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
} as const
