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
    throw new Error('The RPC URL must be http or https')
  }
  let response: Response
  try {
    response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      credentials: 'omit',
    })
  } catch {
    throw new Error('The RPC endpoint could not be reached')
  }
  const body = rpcResponseSchema.safeParse(await response.json().catch(() => undefined))
  if (!body.success) throw new Error(`The RPC endpoint answered badly (${response.status})`)
  if (body.data.error) throw new Error(body.data.error.message)
  return body.data.result
}
