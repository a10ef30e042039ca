/**
 * A token bucket: `perSecond` publishes a second, bursts of up to `perSecond`. `now` is in
 * milliseconds.
 */
export class PublishLimiter {
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
