import type { CustodianKey, CustodianReleaseResponse } from '@foyer/protocol'
import {
  CUSTODIAN_PATHS,
  type CustodianReleaseBody,
  custodianKeyResponseSchema,
  custodianReleaseAnswerSchema,
} from './custodianProtocol'

/** The API's handle on the custodian (custodial email recovery). */
export interface CustodianClient {
  /** Where it runs (CUSTODIAN_URL), for the start banner. */
  readonly url: string
  /**
   * Its current key, cached; null while it cannot be reached (asked again after
   * RETRY_AFTER_FAILURE_MS, so that a custodian down does not slow every record answer).
   */
  key(): Promise<CustodianKey | null>
  /**
   * RK sealed to the frame's one-off key; `failed` when the custodian cannot or will not (its
   * key changed: the cached key is dropped and fetched again; the wrap does not open; it is down).
   */
  release(
    body: CustodianReleaseBody,
  ): Promise<
    | { kind: 'released'; answer: CustodianReleaseResponse }
    | { kind: 'failed'; status: number | undefined }
  >
}

export interface CustodianClientOptions {
  url: string
  token: string
  /** Per request (default 5 s). */
  timeoutMs?: number
  fetch?: typeof fetch
  now?: () => number
}

export const CUSTODIAN_TIMEOUT_MS = 5_000
export const RETRY_AFTER_FAILURE_MS = 10_000

export function createCustodianClient(options: CustodianClientOptions): CustodianClient {
  const doFetch = options.fetch ?? fetch
  const now = options.now ?? Date.now
  const timeoutMs = options.timeoutMs ?? CUSTODIAN_TIMEOUT_MS
  let cached: CustodianKey | undefined
  let pending: Promise<CustodianKey | null> | undefined
  let failedAt: number | undefined

  const call = async (path: string, init: RequestInit = {}): Promise<Response> =>
    doFetch(`${options.url}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${options.token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    })

  const fetchKey = async (): Promise<CustodianKey | null> => {
    try {
      const response = await call(CUSTODIAN_PATHS.key)
      if (!response.ok) throw new Error(`custodian answered ${response.status}`)
      cached = custodianKeyResponseSchema.parse(await response.json())
      failedAt = undefined
      return cached
    } catch {
      failedAt = now()
      return null
    }
  }

  const forget = () => {
    cached = undefined
    failedAt = undefined
  }

  return {
    url: options.url,
    async key() {
      if (cached) return cached
      if (failedAt !== undefined && now() - failedAt < RETRY_AFTER_FAILURE_MS) return null
      pending ??= fetchKey().finally(() => {
        pending = undefined
      })
      return pending
    },
    async release(body) {
      let response: Response
      try {
        response = await call(CUSTODIAN_PATHS.release, {
          method: 'POST',
          body: JSON.stringify(body),
        })
      } catch {
        forget()
        return { kind: 'failed', status: undefined }
      }
      if (!response.ok) {
        // 409: the custodian has another key now; the next record answer carries it.
        if (response.status === 409 || response.status >= 500) forget()
        return { kind: 'failed', status: response.status }
      }
      const parsed = custodianReleaseAnswerSchema.safeParse(await response.json().catch(() => null))
      if (!parsed.success) return { kind: 'failed', status: response.status }
      return { kind: 'released', answer: parsed.data }
    },
  }
}
