import { jsonWithBigInts } from './jsonWithBigInts'
import { SolanaRpcError } from './rpcError'
import { SOLANA_RPC_METHODS, type SolanaRpcContext } from './solanaRpcMethods'

/** The most requests one batch may hold. */
export const MAX_BATCH = 100

type Id = string | number | null
interface Answer {
  jsonrpc: '2.0'
  id: Id
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/**
 * Answers a JSON-RPC 2.0 body (one request or a batch) with the dev SVM's methods; `undefined`
 * when nothing is to be answered (only notifications). Never throws: a body that is not JSON is
 * -32700, a request that is not one -32600, an unknown method -32601, bad parameters -32602, and
 * an unexpected failure -32603 with its message.
 */
export async function answerSolanaRpc(
  body: string,
  context: SolanaRpcContext,
): Promise<string | undefined> {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return jsonWithBigInts(errorAnswer(null, -32700, 'Parse error: the body is not JSON'))
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) {
      return jsonWithBigInts(errorAnswer(null, -32600, 'Invalid request: an empty batch'))
    }
    if (parsed.length > MAX_BATCH) {
      return jsonWithBigInts(
        errorAnswer(null, -32600, `Invalid request: a batch holds at most ${MAX_BATCH} requests`),
      )
    }
    const answers: Answer[] = []
    // In order, one after another: a batch's sends land in the order given.
    for (const request of parsed) {
      const answer = await answerOne(request, context)
      if (answer) answers.push(answer)
    }
    return answers.length === 0 ? undefined : jsonWithBigInts(answers)
  }
  const answer = await answerOne(parsed, context)
  return answer && jsonWithBigInts(answer)
}

async function answerOne(request: unknown, context: SolanaRpcContext): Promise<Answer | undefined> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return errorAnswer(null, -32600, 'Invalid request: expected a JSON-RPC 2.0 request object')
  }
  const { jsonrpc, id, method, params } = request as Record<string, unknown>
  const validId =
    id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id))
  if (id !== undefined && !validId) {
    return errorAnswer(null, -32600, 'Invalid request: id must be a string, a number or null')
  }
  const answerId = (id ?? null) as Id
  if (jsonrpc !== '2.0') {
    return errorAnswer(answerId, -32600, 'Invalid request: jsonrpc must be "2.0"')
  }
  if (typeof method !== 'string') {
    return errorAnswer(answerId, -32600, 'Invalid request: method must be a string')
  }
  const notification = id === undefined
  const handler = Object.hasOwn(SOLANA_RPC_METHODS, method) ? SOLANA_RPC_METHODS[method] : undefined
  if (!handler) {
    return notification
      ? undefined
      : errorAnswer(
          answerId,
          -32601,
          `Method not found: the dev SVM does not answer ${method.slice(0, 100)}`,
        )
  }
  try {
    const result = await handler(params, context)
    return notification ? undefined : { jsonrpc: '2.0', id: answerId, result }
  } catch (error) {
    if (notification) return undefined
    if (error instanceof SolanaRpcError) {
      return errorAnswer(answerId, error.code, error.message, error.data)
    }
    return errorAnswer(answerId, -32603, `Internal error: ${(error as Error).message}`)
  }
}

function errorAnswer(id: Id, code: number, message: string, data?: unknown): Answer {
  return { jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } }
}
