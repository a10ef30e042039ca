import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TimeoutError, withTimeout } from './withTimeout'

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('resolves with the value when in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 10)).resolves.toBe(7)
  })

  it('passes the rejection through', async () => {
    await expect(withTimeout(Promise.reject(new Error('no')), 10)).rejects.toThrow('no')
  })

  it('rejects with a TimeoutError when the promise never settles', async () => {
    const result = withTimeout(new Promise(() => {}), 1000, 'slow')
    vi.advanceTimersByTime(1000)
    await expect(result).rejects.toBeInstanceOf(TimeoutError)
    await expect(result).rejects.toThrow('slow')
  })
})
