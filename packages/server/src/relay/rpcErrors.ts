/** JSON-RPC 2.0 error codes the relay answers with. */
export const RPC_ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** A message, or a whole frame, longer than the limit. */
  messageTooLarge: -32001,
  /** More subscriptions than one client may hold. */
  tooManySubscriptions: -32002,
  /** More publishes per second than one client may make. */
  rateLimited: -32003,
} as const

/** A failure answered to the client as a JSON-RPC error. */
export class RelayRpcError extends Error {
  override name = 'RelayRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
