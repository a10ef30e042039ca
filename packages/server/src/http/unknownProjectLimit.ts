import { localWindowCounter, type WindowCounter } from './windowCounter'

/** Requests naming an unknown project that one client may make a minute (then 429). */
export const UNKNOWN_PROJECT_LIMIT_PER_MINUTE = 60
const WINDOW_MS = 60_000

/**
 * Counts, per client address, requests whose project id is unknown, in a fixed one-minute window:
 * random project ids must not buy a database lookup each (issue 18). In `counter`: with
 * REDIS_URL redisWindowCounter (every node counts one budget; keys hashed, expiring with their
 * window), else this process.
 */
export function unknownProjectLimit({
  perMinute = UNKNOWN_PROJECT_LIMIT_PER_MINUTE,
  now = Date.now,
  counter = localWindowCounter(now),
}: {
  perMinute?: number
  now?: () => number
  counter?: WindowCounter
} = {}) {
  return {
    /** Seconds until `client` may ask again, or 0 when it is within its limit. */
    async retryAfterSeconds(client: string): Promise<number> {
      const { count, ttlMs } = await counter.peek(client, WINDOW_MS)
      if (count < perMinute) return 0
      return Math.max(1, Math.ceil(ttlMs / 1000))
    },
    /** Counts one more unknown project id asked for by `client`. */
    async hit(client: string): Promise<void> {
      await counter.hit(client, WINDOW_MS)
    },
  }
}
