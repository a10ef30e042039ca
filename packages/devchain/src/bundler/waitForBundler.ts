import type { Address } from 'viem'

/**
 * Polls `eth_supportedEntryPoints` until the bundler at `url` answers with a list holding
 * `entryPoint`. Throws when it answers without it, or when `deadline` (epoch ms) passes first.
 */
export async function waitForBundler(
  url: string,
  entryPoint: Address,
  deadline: number,
): Promise<void> {
  let lastError = 'no answer'
  while (Date.now() < deadline) {
    const answered = await supportedEntryPoints(url, deadline).catch((error: unknown) => {
      lastError = error instanceof Error ? error.message : String(error)
      return undefined
    })
    if (answered?.some((address) => address.toLowerCase() === entryPoint.toLowerCase())) return
    if (answered !== undefined) {
      throw new Error(`${url} supports the EntryPoints ${answered.join(', ')}, not ${entryPoint}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${url} did not answer eth_supportedEntryPoints in time (${lastError})`)
}

async function supportedEntryPoints(url: string, deadline: number): Promise<string[]> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
  })
  const body = (await response.json()) as { result?: unknown }
  if (!Array.isArray(body.result) || !body.result.every((item) => typeof item === 'string')) {
    throw new Error(`unexpected answer ${JSON.stringify(body)}`)
  }
  return body.result
}
