/** A JSON-RPC error answer (Solana's codes: -32602 bad params, -32002 preflight failure, …). */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'SolanaRpcError'
  }
}

/** -32602: the request's parameters are wrong; the message says which and how. */
export function invalidParams(message: string): SolanaRpcError {
  return new SolanaRpcError(-32602, `Invalid params: ${message}`)
}
