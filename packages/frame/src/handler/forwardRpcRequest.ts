import { FoyerError } from '@foyer/protocol'
import { z } from 'zod'

const rpcResponseSchema = z
  .object({
    jsonrpc: z.literal('2.0'),
    result: z.unknown().optional(),
    error: z.object({ message: z.string() }).loose().optional(),
  })
  .loose()

/** Sends one JSON-RPC request to the app's RPC endpoint and returns its result. */
export async function forwardRpcRequest(
  fetchFn: typeof fetch,
  rpcUrl: string,
  method: string,
  params: unknown,
): Promise<unknown> {
  const url = new URL(rpcUrl)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new FoyerError('RPC_URL_INVALID')
  }
  let response: Response
  try {
    response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      credentials: 'omit',
    })
  } catch (error) {
    throw new FoyerError('RPC_UNREACHABLE', { cause: error })
  }
  const body = rpcResponseSchema.safeParse(await response.json().catch(() => undefined))
  if (!body.success) {
    throw new FoyerError('RPC_BAD_ANSWER', { params: { status: response.status } })
  }
  // The node's own message (`execution reverted`, …) is a detail from outside.
  if (body.data.error) throw new FoyerError('RPC_ERROR', { details: body.data.error.message })
  return body.data.result
}
