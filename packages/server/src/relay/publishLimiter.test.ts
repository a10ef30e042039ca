import { describe, expect, it } from 'vitest'
import { PublishLimiter } from './publishLimiter'

describe('PublishLimiter', () => {
  it('allows a burst of perSecond, then refills at perSecond a second', () => {
    const limiter = new PublishLimiter(4, 0)
    expect(limiter.take(3, 0)).toBe(true)
    expect(limiter.take(1, 0)).toBe(true)
    expect(limiter.take(1, 0)).toBe(false)
    expect(limiter.take(1, 250)).toBe(true)
    expect(limiter.take(1, 250)).toBe(false)
    expect(limiter.take(4, 10_000)).toBe(true)
  })

  it('takes nothing when a batch does not fit', () => {
    const limiter = new PublishLimiter(4, 0)
    expect(limiter.take(5, 0)).toBe(false)
    expect(limiter.take(4, 0)).toBe(true)
  })

  it('does not refill when the clock goes back', () => {
    const limiter = new PublishLimiter(2, 1_000)
    expect(limiter.take(2, 1_000)).toBe(true)
    expect(limiter.take(1, 0)).toBe(false)
  })
})
