import { describe, expect, it } from 'vitest'
import { parseAmount } from './parseAmount'

describe('parseAmount', () => {
  it('reads plain decimal numbers in the smallest unit', () => {
    expect(parseAmount('1', 18)).toBe(10n ** 18n)
    expect(parseAmount(' 0.5 ', 6)).toBe(500_000n)
    expect(parseAmount('.25', 2)).toBe(25n)
    expect(parseAmount('3.', 1)).toBe(30n)
    expect(parseAmount('0', 18)).toBe(0n)
  })

  it('refuses anything else', () => {
    for (const text of ['', '.', '1,5', '-1', '1e3', '0x10', '1.2.3', 'abc']) {
      expect(parseAmount(text, 18)).toBeUndefined()
    }
  })

  it('refuses more decimals than the token has', () => {
    expect(parseAmount('0.123', 2)).toBeUndefined()
    expect(parseAmount('0.12', 2)).toBe(12n)
  })
})
