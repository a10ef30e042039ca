/**
 * Errors the embedded-wallet frame answers with (its `_ERROR` payload carries the code), in
 * English. Code → words; docs/product.md (Errors) gives the product's own ones.
 */
export const FRAME_ERROR_MESSAGES = {
  NOT_CONNECTED: 'Not connected to email or social',
  REQUEST_NOT_ALLOWED: 'Requested RPC call is not allowed',
} as const
