import { type LimitsRedis, limitKey } from './limitsRedis'

/** A key's count in its current fixed window, and the milliseconds left of that window. */
export interface WindowCount {
  count: number
  ttlMs: number
}

/** Fixed-window counters: a key's window starts at its first hit and lasts `windowMs`. */
export interface WindowCounter {
  /** Counts one more for `key`. */
  hit(key: string, windowMs: number): Promise<WindowCount>
  /** The count of `key` without counting (0 when its window ended). */
  peek(key: string, windowMs: number): Promise<WindowCount>
}

/** Past this many keys counted, windows that ended are dropped before counting more. */
const SWEEP_AT = 10_000

/** Counters in this process. */
export function localWindowCounter(now: () => number = Date.now): WindowCounter {
  const windows = new Map<string, { start: number; count: number; windowMs: number }>()
  const current = (key: string) => {
    const window = windows.get(key)
    return window && now() - window.start < window.windowMs ? window : undefined
  }
  const left = (window: { start: number; windowMs: number }) =>
    Math.max(0, window.start + window.windowMs - now())
  return {
    async hit(key, windowMs) {
      let window = current(key)
      if (window) window.count++
      else {
        if (windows.size >= SWEEP_AT) {
          for (const [each, held] of windows) {
            if (now() - held.start >= held.windowMs) windows.delete(each)
          }
        }
        window = { start: now(), count: 1, windowMs }
        windows.set(key, window)
      }
      return { count: window.count, ttlMs: left(window) }
    },
    async peek(key) {
      const window = current(key)
      return window ? { count: window.count, ttlMs: left(window) } : { count: 0, ttlMs: 0 }
    },
  }
}

/**
 * Counters in Redis, shared by every node (`kind` names the limit in the key; the client part of
 * the key is hashed: limitKey). A hit is one MULTI: `SET key 0 PX window NX` (the window starts
 * at the first hit, whatever the Redis version), `INCR`, `PTTL`. When Redis fails, `fallback`
 * counts (in this process) and `limits.failOpen` warns.
 */
export function redisWindowCounter(
  limits: LimitsRedis,
  kind: string,
  fallback: WindowCounter = localWindowCounter(),
): WindowCounter {
  const { redis } = limits
  return {
    async hit(key, windowMs) {
      const stored = limitKey(kind, key)
      try {
        const replies = await redis
          .multi()
          .set(stored, '0', 'PX', windowMs, 'NX')
          .incr(stored)
          .pttl(stored)
          .exec()
        return readCount(replies, 1, 2, windowMs)
      } catch (error) {
        limits.failOpen(error)
        return fallback.hit(key, windowMs)
      }
    },
    async peek(key, windowMs) {
      const stored = limitKey(kind, key)
      try {
        const replies = await redis.multi().get(stored).pttl(stored).exec()
        return readCount(replies, 0, 1, windowMs)
      } catch (error) {
        limits.failOpen(error)
        return fallback.peek(key, windowMs)
      }
    },
  }
}

type ExecReplies = [error: Error | null, result: unknown][] | null

function readCount(
  replies: ExecReplies,
  countAt: number,
  ttlAt: number,
  windowMs: number,
): WindowCount {
  if (!replies) throw new Error('The Redis transaction was discarded')
  for (const [error] of replies) if (error) throw error
  const count = Number(replies[countAt]?.[1] ?? 0)
  const ttl = Number(replies[ttlAt]?.[1] ?? -2)
  if (!Number.isFinite(count)) throw new Error('Redis holds a limit count that is not a number')
  // -2: no key (count 0); -1: a key without expiry (never set by us): a full window.
  return { count, ttlMs: ttl >= 0 ? ttl : count > 0 ? windowMs : 0 }
}
