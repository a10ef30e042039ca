/** One JSON-RPC call: a method and its parameters. */
export interface RpcCall {
  method: string
  params: readonly unknown[]
}

interface RpcAnswer {
  id: number
  result?: unknown
  error?: { code: number; message: string }
}

/**
 * POSTs `calls` to `url` as one JSON-RPC batch and answers their results in call order. Throws
 * when the node answers an HTTP error, leaves a call unanswered, or any call fails: a benchmark
 * that times errors measures nothing.
 */
export async function jsonRpc(url: string, calls: readonly RpcCall[]): Promise<unknown[]> {
  const body = JSON.stringify(
    calls.map((call, id) => ({ jsonrpc: '2.0', id, method: call.method, params: call.params })),
  )
  const answers = await post(url, body)
  if (!Array.isArray(answers)) throw new Error(`${url} did not answer a JSON-RPC batch`)
  const byId = new Map((answers as RpcAnswer[]).map((answer) => [answer.id, answer]))
  return calls.map((call, id) => {
    const answer = byId.get(id)
    if (!answer) throw new Error(`${url} left ${call.method} unanswered`)
    if (answer.error) {
      throw new Error(`${call.method} failed: ${answer.error.message} (${answer.error.code})`)
    }
    return answer.result
  })
}

/** One call, not batched. */
export async function jsonRpcOne(url: string, call: RpcCall): Promise<unknown> {
  const answer = (await post(
    url,
    JSON.stringify({ jsonrpc: '2.0', id: 0, method: call.method, params: call.params }),
  )) as RpcAnswer
  if (answer.error) {
    throw new Error(`${call.method} failed: ${answer.error.message} (${answer.error.code})`)
  }
  return answer.result
}

/**
 * POSTs a JSON body (a request exactly as another client wrote it) and answers the parsed reply;
 * throws on an HTTP error or a JSON-RPC error in it.
 */
export async function postJson(url: string, body: string): Promise<unknown> {
  const parsed = await post(url, body)
  const failed = (Array.isArray(parsed) ? parsed : [parsed]).find(
    (answer: RpcAnswer) => answer.error !== undefined,
  ) as RpcAnswer | undefined
  if (failed?.error)
    throw new Error(`JSON-RPC error: ${failed.error.message} (${failed.error.code})`)
  return parsed
}

async function post(url: string, body: string): Promise<unknown> {
  return JSON.parse(await postText(url, body)) as unknown
}

/** POSTs a JSON body and answers the reply's text, as sent; throws on an HTTP error. */
export async function postText(url: string, body: string): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`)
  return text
}
