import type { RpcPolicy } from '../rpc/rpcPolicy'

/** One call of a JSON-RPC batch. */
export interface SolanaCall {
  method: string
  params: unknown[]
}

/**
 * Sends `calls` to a Solana node as ONE JSON-RPC 2.0 batch and answers their results in order.
 * Throws (naming the method) when the node cannot be reached, answers no JSON, answers a
 * request with an error, or leaves one out; retried as the policy says on a failed connection.
 */
export async function solanaJsonRpc(
  rpcUrl: string,
  calls: readonly SolanaCall[],
  policy: RpcPolicy,
): Promise<unknown[]> {
  const body = JSON.stringify(
    calls.map(({ method, params }, id) => ({ jsonrpc: '2.0', id, method, params })),
  )
  let attempt = 0
  for (;;) {
    let response: Response
    try {
      response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(policy.timeoutMs),
      })
    } catch (error) {
      if (attempt < policy.retryCount) {
        await new Promise((resolve) => setTimeout(resolve, policy.retryDelayMs * 2 ** attempt))
        attempt++
        continue
      }
      throw new Error(`the node did not answer: ${(error as Error).message}`)
    }
    const text = await response.text()
    if (!response.ok) throw new Error(`the node answered HTTP ${response.status}`)
    let answers: unknown
    try {
      answers = JSON.parse(text)
    } catch {
      throw new Error('the node answered no JSON')
    }
    if (!Array.isArray(answers)) throw new Error('the node answered no JSON-RPC batch')
    return calls.map(({ method }, id) => {
      const answer = answers.find(
        (entry): entry is { result?: unknown; error?: { message?: unknown } } =>
          typeof entry === 'object' && entry !== null && (entry as { id?: unknown }).id === id,
      )
      if (!answer) throw new Error(`the node left ${method} unanswered`)
      if (answer.error) throw new Error(`${method} failed: ${String(answer.error.message)}`)
      return answer.result
    })
  }
}
