/** EIP-1193 / JSON-RPC error codes the test wallet uses. */
export const RPC_ERROR = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  unrecognizedChain: 4902,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
} as const

/** An EIP-1193 ProviderRpcError: an Error with a numeric `code` and optional `data`. */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'ProviderRpcError'
    this.code = code
    this.data = data
  }
}

export function userRejected(): ProviderRpcError {
  return new ProviderRpcError(RPC_ERROR.userRejected, 'User rejected the request.')
}

export function unauthorized(): ProviderRpcError {
  return new ProviderRpcError(
    RPC_ERROR.unauthorized,
    'The requested account and/or method has not been authorized by the user.',
  )
}

export function invalidParams(message: string): ProviderRpcError {
  return new ProviderRpcError(RPC_ERROR.invalidParams, `Invalid parameters: ${message}`)
}
