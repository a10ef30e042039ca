import type { RedisHealth } from '@foyer/protocol'
import type { Redis } from 'ioredis'
import { errorMessage } from './errorMessage'
import { withTimeout } from './withTimeout'

/** `PING` within `timeoutMs`. */
export async function checkRedis(redis: Redis, timeoutMs: number): Promise<RedisHealth> {
  const started = performance.now()
  const latencyMs = () => Math.round((performance.now() - started) * 10) / 10
  try {
    const answer = await withTimeout(
      redis.ping(),
      timeoutMs,
      `Redis did not answer within ${timeoutMs} ms`,
    )
    if (answer !== 'PONG') throw new Error(`Redis answered PING with ${answer}`)
    return { ok: true, latencyMs: latencyMs() }
  } catch (error) {
    return { ok: false, latencyMs: latencyMs(), error: `Redis: ${errorMessage(error)}` }
  }
}
