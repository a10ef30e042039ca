/**
 * Polls `url` until it answers with a status below 500. Throws when `deadline` (epoch ms)
 * passes first, with the last error.
 */
export async function waitForHttp(url: string, deadline: number): Promise<void> {
  let last = 'no answer'
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      })
      await response.body?.cancel()
      if (response.status < 500) return
      last = `HTTP ${response.status}`
    } catch (error) {
      last = (error as Error).message
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer in time (${last})`)
}
