import { setTimeout as sleep } from 'node:timers/promises'
import { readLimitedText } from './readLimitedText'
import { RPC_MAX_ANSWER_BYTES, type RpcPolicy } from './rpcPolicy'

/** The node's JSON answer, or why there is none after every attempt (502, or 504 after a timeout). */
export type ForwardResult =
  | { ok: true; body: unknown }
  | { ok: false; statusCode: 502 | 504; reason: string }

type Attempt =
  | { kind: 'answer'; body: unknown }
  | { kind: 'retry'; reason: string; timedOut: boolean }
  | { kind: 'fail'; reason: string }

/**
 * POSTs a JSON-RPC payload to a node with `policy`: a network error, a timeout or an HTTP 5xx is
 * tried again after `retryDelayMs × 2^n`, up to `retryCount` times; any other answer is final. A
 * JSON-RPC error the node answers is an answer (never retried); an answer past the policy's
 * `maxAnswerBytes` is refused, not read. Reasons never show the URL,
 * which may hold the operator's API key.
 */
export async function forwardRpc(
  url: string,
  payload: unknown,
  policy: RpcPolicy,
): Promise<ForwardResult> {
  const body = JSON.stringify(payload)
  let last: Extract<Attempt, { kind: 'retry' }> | undefined
  for (let attempt = 0; attempt <= policy.retryCount; attempt++) {
    if (attempt > 0) await sleep(policy.retryDelayMs * 2 ** (attempt - 1))
    const result = await attemptOnce(
      url,
      body,
      policy.timeoutMs,
      policy.maxAnswerBytes ?? RPC_MAX_ANSWER_BYTES,
    )
    if (result.kind === 'answer') return { ok: true, body: result.body }
    if (result.kind === 'fail') return { ok: false, statusCode: 502, reason: result.reason }
    last = result
  }
  const attempts = policy.retryCount + 1
  return {
    ok: false,
    statusCode: last?.timedOut ? 504 : 502,
    reason: `${last?.reason ?? 'no attempt made'} (${attempts} ${attempts === 1 ? 'attempt' : 'attempts'})`,
  }
}

async function attemptOnce(
  url: string,
  body: string,
  timeoutMs: number,
  maxAnswerBytes: number,
): Promise<Attempt> {
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
      signal,
    })
    const text = await readLimitedText(response, maxAnswerBytes)
    if (text === undefined) {
      return { kind: 'fail', reason: `answered more than ${maxAnswerBytes} bytes` }
    }
    if (response.status >= 500) {
      return { kind: 'retry', reason: `answered HTTP ${response.status}`, timedOut: false }
    }
    if (!response.ok) return { kind: 'fail', reason: `answered HTTP ${response.status}` }
    try {
      return { kind: 'answer', body: JSON.parse(text) }
    } catch {
      return { kind: 'fail', reason: 'answered something that is not JSON' }
    }
  } catch (error) {
    if (signal.aborted) {
      return { kind: 'retry', reason: `did not answer within ${timeoutMs} ms`, timedOut: true }
    }
    return { kind: 'retry', reason: `cannot be reached (${networkReason(error)})`, timedOut: false }
  }
}

/** `ECONNREFUSED` and the like from undici's "fetch failed", else the message. */
function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause
  if (typeof cause?.code === 'string') return cause.code
  if (typeof cause?.message === 'string' && cause.message !== '') return cause.message
  return error instanceof Error ? error.message : String(error)
}
