import type { RelayMessage } from './relayMessage'
import type { RelayRpcError } from './rpcErrors'

/** A JSON-RPC result; `id` is the JSON text of the request's id. */
export function rpcResult(id: string, result: unknown): string {
  return `{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

/** A JSON-RPC error; `id` is the JSON text of the request's id (`null` when it has none). */
export function rpcError(id: string, error: RelayRpcError): string {
  return `{"id":${id},"jsonrpc":"2.0","error":${JSON.stringify({ code: error.code, message: error.message })}}`
}

/**
 * The `irn_subscription` request delivering `message` under subscription `subscriptionId`
 * (written as text: the relay sends one per message, and only the message needs escaping).
 */
export function subscriptionRequest(
  requestId: number,
  subscriptionId: string,
  { topic, message, publishedAt, tag }: RelayMessage,
): string {
  const data = `{"topic":"${topic}","message":${JSON.stringify(message)},"publishedAt":${publishedAt},"tag":${tag}}`
  return `{"id":${requestId},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"${subscriptionId}","data":${data}}}`
}
