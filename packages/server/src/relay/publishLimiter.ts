import type { Redis } from 'ioredis'
import type { LimitsRedis } from '../http/limitsRedis'
import { limitKey } from '../http/limitsRedis'

/** A client's publish budget: takes `count` publishes at `now` (ms), or refuses taking none. */
export interface PublishBudget {
  take(count: number, now: number): boolean | Promise<boolean>
}

/**
 * A token bucket: `perSecond` publishes a second, bursts of up to `perSecond`. `now` is in
 * milliseconds.
 */
export class PublishLimiter implements PublishBudget {
  private tokens: number
  private last: number

  constructor(
    private readonly perSecond: number,
    now: number,
  ) {
    this.tokens = perSecond
    this.last = now
  }

  /** Takes `count` tokens if there are that many; false (taking none) otherwise. */
  take(count: number, now: number): boolean {
    const elapsed = Math.max(0, now - this.last)
    this.tokens = Math.min(this.perSecond, this.tokens + (elapsed / 1000) * this.perSecond)
    this.last = now
    if (count > this.tokens) return false
    this.tokens -= count
    return true
  }
}

/** The token bucket of PublishLimiter, in a Redis hash (t: tokens, l: last refill, ms). */
const TAKE_SCRIPT = `
local rate = tonumber(ARGV[1])
local count = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 't', 'l')
local tokens = tonumber(state[1]) or rate
local last = tonumber(state[2]) or now
if now > last then
  tokens = math.min(rate, tokens + (now - last) / 1000 * rate)
  last = now
end
local taken = 0
if count <= tokens then
  tokens = tokens - count
  taken = 1
end
redis.call('HSET', KEYS[1], 't', tostring(tokens), 'l', tostring(last))
redis.call('PEXPIRE', KEYS[1], 1000 + math.ceil((rate - tokens) / rate * 1000))
return taken
`

type TakeCommand = (key: string, rate: number, count: number, now: number) => Promise<unknown>

/** TAKE_SCRIPT as a command of `redis` (sent once, then called by its SHA). */
function takeCommand(redis: Redis): TakeCommand {
  const withCommand = redis as Redis & { foyerPublishTake?: TakeCommand }
  if (!withCommand.foyerPublishTake) {
    redis.defineCommand('foyerPublishTake', { numberOfKeys: 1, lua: TAKE_SCRIPT })
  }
  return (withCommand.foyerPublishTake as TakeCommand).bind(redis)
}

/**
 * PublishLimiter's bucket in Redis, one per client identity (`HSET` of tokens and last refill in
 * one Lua call, expiring once it would be full again): with REDIS_URL a client over its limit on
 * one node is over it on every node. While Redis fails, `fallback` (this connection's own bucket)
 * decides and `limits.failOpen` warns.
 */
export class RedisPublishLimiter implements PublishBudget {
  private readonly key: string

  constructor(
    private readonly limits: LimitsRedis,
    private readonly perSecond: number,
    clientId: string,
    private readonly fallback: PublishLimiter,
  ) {
    this.key = limitKey('relay-publish', clientId)
  }

  async take(count: number, now: number): Promise<boolean> {
    try {
      const taken = await takeCommand(this.limits.redis)(
        this.key,
        this.perSecond,
        count,
        Math.floor(now),
      )
      return taken === 1
    } catch (error) {
      this.limits.failOpen(error)
      return this.fallback.take(count, now)
    }
  }
}

/** The budget of a client that connected at `now`: in Redis when `limits` is given. */
export function publishBudget(
  perSecond: number,
  clientId: string,
  now: number,
  limits: LimitsRedis | undefined,
): PublishBudget {
  const local = new PublishLimiter(perSecond, now)
  return limits ? new RedisPublishLimiter(limits, perSecond, clientId, local) : local
}
