import { describe, expect, it } from 'vitest'
import type { LimitsRedis } from './limitsRedis'
import { localWindowCounter, redisWindowCounter } from './windowCounter'

describe('localWindowCounter', () => {
  it('counts a key in a fixed window from its first hit, then starts again', async () => {
    let clock = 1_000
    const counter = localWindowCounter(() => clock)
    expect(await counter.peek('a', 60_000)).toEqual({ count: 0, ttlMs: 0 })
    expect(await counter.hit('a', 60_000)).toEqual({ count: 1, ttlMs: 60_000 })
    clock += 59_000
    expect(await counter.hit('a', 60_000)).toEqual({ count: 2, ttlMs: 1_000 })
    expect(await counter.peek('a', 60_000)).toEqual({ count: 2, ttlMs: 1_000 })
    expect(await counter.hit('b', 60_000)).toEqual({ count: 1, ttlMs: 60_000 })
    clock += 1_000
    expect(await counter.peek('a', 60_000)).toEqual({ count: 0, ttlMs: 0 })
    expect(await counter.hit('a', 60_000)).toEqual({ count: 1, ttlMs: 60_000 })
  })
})

describe('redisWindowCounter', () => {
  it('counts in its fallback, and warns, when Redis fails', async () => {
    const failures: unknown[] = []
    const broken = new Error('Stream isn’t writeable')
    const transaction: Record<string, () => unknown> = {
      exec: () => Promise.reject(broken),
    }
    for (const command of ['get', 'set', 'incr', 'pttl']) transaction[command] = () => transaction
    const limits = {
      redis: { multi: () => transaction },
      failOpen: (error: unknown) => failures.push(error),
      close: async () => {},
    } as unknown as LimitsRedis
    const counter = redisWindowCounter(
      limits,
      'test',
      localWindowCounter(() => 0),
    )
    expect(await counter.hit('a', 60_000)).toEqual({ count: 1, ttlMs: 60_000 })
    expect(await counter.peek('a', 60_000)).toEqual({ count: 1, ttlMs: 60_000 })
    expect(failures).toEqual([broken, broken])
  })
})
