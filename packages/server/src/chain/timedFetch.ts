import { TimeoutError } from 'viem'

/**
 * `fetch` that gives up after `timeoutMs` without an answer's headers, rejecting with viem's
 * TimeoutError (which viem's http transport passes on and retries as its own): the transport's
 * own `timeout` builds that error object, with the request's body in its message, for every
 * request before sending it; this builds it only when the time is up. A caller's own signal
 * still aborts. A `timeoutMs` of 0 waits forever (like the transport's).
 */
export function timedFetch(timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController()
    const abort = () => controller.abort()
    const callerSignal = init?.signal
    if (callerSignal) {
      if (callerSignal.aborted) controller.abort()
      else callerSignal.addEventListener('abort', abort, { once: true })
    }
    const timer = timeoutMs > 0 ? setTimeout(abort, timeoutMs) : undefined
    try {
      return await fetch(input, { ...init, signal: controller.signal })
    } catch (error) {
      if (controller.signal.aborted && !callerSignal?.aborted) {
        throw new TimeoutError({ body: requestBody(init?.body), url: String(input) })
      }
      throw error
    } finally {
      clearTimeout(timer)
      callerSignal?.removeEventListener('abort', abort)
    }
  }
}

/** The JSON-RPC request(s) a timed-out body carried, for the error's message. */
function requestBody(body: unknown): { [key: string]: unknown } {
  if (typeof body !== 'string') return {}
  try {
    return JSON.parse(body) as { [key: string]: unknown }
  } catch {
    return { body }
  }
}
