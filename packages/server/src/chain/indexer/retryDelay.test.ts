import { describe, expect, it } from 'vitest'
import { defaultStartBlock } from './defaultStartBlock'
import { retryDelay } from './retryDelay'

describe('retryDelay', () => {
  it('doubles from the base with each failure in a row, up to the cap', () => {
    const policy = { baseMs: 1_000, maxMs: 60_000 }
    expect([1, 2, 3, 4, 5, 6, 7, 100].map((failures) => retryDelay(failures, policy))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ])
  })

  it('treats zero failures as the first', () => {
    expect(retryDelay(0, { baseMs: 10, maxMs: 100 })).toBe(10)
  })
})

describe('defaultStartBlock', () => {
  it('indexes the dev chains from genesis and other networks from their head', () => {
    expect(defaultStartBlock(31337, 500n)).toBe(0n)
    expect(defaultStartBlock(31338, 500n)).toBe(0n)
    expect(defaultStartBlock(1, 21_000_000n)).toBe(21_000_000n)
  })
})
