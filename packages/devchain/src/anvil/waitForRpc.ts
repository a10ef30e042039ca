/**
 * Polls `eth_chainId` until the node answers with `chainId`. Throws when it answers with another
 * chain id, or when `deadline` (epoch ms) passes without an answer.
 */
export async function waitForRpc(rpcUrl: string, chainId: number, deadline: number): Promise<void> {
  let lastError = 'no answer'
  while (Date.now() < deadline) {
    const answered = await requestChainId(rpcUrl, deadline).catch((error: unknown) => {
      lastError = error instanceof Error ? error.message : String(error)
      return undefined
    })
    if (answered === chainId) return
    if (answered !== undefined) {
      throw new Error(`${rpcUrl} answered chain id ${answered}, expected ${chainId}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${rpcUrl} did not answer JSON-RPC in time (${lastError})`)
}

async function requestChainId(rpcUrl: string, deadline: number): Promise<number> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
  })
  const body = (await response.json()) as { result?: unknown }
  if (typeof body.result !== 'string') throw new Error(`unexpected answer ${JSON.stringify(body)}`)
  return Number(body.result)
}
