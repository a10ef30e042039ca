import type { RelayRpcError } from './rpcErrors'

/** A JSON-RPC result; `id` is the JSON text of the request's id. */
export function rpcResult(id: string, result: unknown): string {
  return `{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

/** A JSON-RPC error; `id` is the JSON text of the request's id (`null` when it has none). */
export function rpcError(id: string, error: RelayRpcError): string {
  return `{"id":${id},"jsonrpc":"2.0","error":${JSON.stringify({ code: error.code, message: error.message })}}`
}
