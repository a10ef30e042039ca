import { describe, expect, it } from 'vitest'
import { formatFiat } from './formatFiat'

describe('formatFiat', () => {
  it('shows money in the currency, whatever the case of its code', () => {
    expect(formatFiat(1234.5, 'usd', 'en-US')).toBe('$1,234.50')
    expect(formatFiat(0, 'EUR', 'en-US')).toBe('€0.00')
  })
})
