/** A JSON-RPC 2.0 request id (a request without one is a notification). */
export type JsonRpcId = string | number | null

/** JSON-RPC 2.0 error codes the proxy answers with. */
export const JSON_RPC_PARSE_ERROR = -32700
export const JSON_RPC_INVALID_REQUEST = -32600
export const JSON_RPC_METHOD_NOT_FOUND = -32601
export const JSON_RPC_INTERNAL_ERROR = -32603

export interface JsonRpcErrorResponse {
  jsonrpc: '2.0'
  id: JsonRpcId
  error: { code: number; message: string }
}

export function jsonRpcError(id: JsonRpcId, code: number, message: string): JsonRpcErrorResponse {
  return { jsonrpc: '2.0', id, error: { code, message } }
}
