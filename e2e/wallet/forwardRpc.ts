import { ProviderRpcError, RPC_ERROR } from './rpcError'

let nextId = 1

interface JsonRpcResponse {
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/** Sends one JSON-RPC request to `rpcUrl` and returns its result or throws its error. */
export async function forwardRpc(
  rpcUrl: string,
  method: string,
  params: unknown,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    })
  } catch (error) {
    throw new ProviderRpcError(RPC_ERROR.internal, `RPC ${rpcUrl} unreachable: ${String(error)}`)
  }
  if (!response.ok) {
    throw new ProviderRpcError(RPC_ERROR.internal, `RPC ${rpcUrl} answered HTTP ${response.status}`)
  }
  const body = (await response.json()) as JsonRpcResponse
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
  return body.result ?? null
}
