import { describe, expect, it } from 'vitest'
import { latestAttempt } from './latestAttempt'

describe('latestAttempt', () => {
  it('keeps only the newest attempt live', () => {
    const attempts = latestAttempt()
    const first = attempts.start()
    expect(first()).toBe(true)
    const second = attempts.start()
    expect(first()).toBe(false)
    expect(second()).toBe(true)
    attempts.cancel()
    expect(second()).toBe(false)
  })
})
