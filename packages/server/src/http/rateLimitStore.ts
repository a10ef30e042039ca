import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { WindowCounter } from './windowCounter'

/**
 * A store for @fastify/rate-limit that counts in `counter` (redisWindowCounter with REDIS_URL:
 * every node shares one budget, and falls back to counting in this process while Redis fails).
 * Fixed windows, like the plugin's own stores; one key space (the keyGenerator names the route
 * class where it matters).
 */
export function windowCounterStore(counter: WindowCounter): FastifyRateLimitStoreCtor {
  return class WindowCounterStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counter.hit(key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      )
    }
    child(): FastifyRateLimitStore {
      return this
    }
  }
}
