import { describe, expect, it } from 'vitest'
import { parseAmount, withSeparator } from './parseAmount'

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

  it('reads a decimal comma where the language writes one, the point still too', () => {
    expect(parseAmount('0,5', 6, ',')).toBe(500_000n)
    expect(parseAmount(',25', 2, ',')).toBe(25n)
    expect(parseAmount('0.5', 6, ',')).toBe(500_000n)
    for (const text of ['1,2,3', '1.000,5', '1,2.3', '1 000', '0,123']) {
      expect(parseAmount(text, 2, ',')).toBeUndefined()
    }
  })

  it('writes an amount back with the language’s separator', () => {
    expect(withSeparator('1.25', ',')).toBe('1,25')
    expect(withSeparator('1.25', '.')).toBe('1.25')
    expect(withSeparator('3', ',')).toBe('3')
  })
})
