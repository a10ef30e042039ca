import { describe, expect, it } from 'vitest'
import {
  FIAT_AMOUNT_PATTERN,
  fiatCents,
  formatFiatCents,
  ONRAMP_LIMITS,
  onrampAmountOutOfLimits,
} from './onrampLimits'

describe('on-ramp limits', () => {
  it("are the product's: card 10.00 to 7500.00, bank 10.00 to 25000.00", () => {
    expect(ONRAMP_LIMITS).toEqual({
      card: { min: '10.00', max: '7500.00' },
      bank: { min: '10.00', max: '25000.00' },
    })
  })

  it('hold at the cent, both ends included', () => {
    expect(onrampAmountOutOfLimits('card', '9.99')).toBe('low')
    expect(onrampAmountOutOfLimits('card', '10')).toBeUndefined()
    expect(onrampAmountOutOfLimits('card', '7500.00')).toBeUndefined()
    expect(onrampAmountOutOfLimits('card', '7500.01')).toBe('high')
    expect(onrampAmountOutOfLimits('bank', '7500.01')).toBeUndefined()
    expect(onrampAmountOutOfLimits('bank', '25000')).toBeUndefined()
    expect(onrampAmountOutOfLimits('bank', '25000.01')).toBe('high')
    expect(onrampAmountOutOfLimits('bank', '0')).toBe('low')
  })

  it('read amounts exactly: digits and at most two decimals', () => {
    for (const good of ['0', '10', '10.5', '10.50', '25000.00']) {
      expect(FIAT_AMOUNT_PATTERN.test(good), good).toBe(true)
    }
    for (const bad of ['', '-1', '1e3', '10.', '.5', '10.123', '010', '1,5', ' 10', 'NaN']) {
      expect(FIAT_AMOUNT_PATTERN.test(bad), bad).toBe(false)
    }
    expect(fiatCents('10.5')).toBe(1050n)
    expect(formatFiatCents(1050n)).toBe('10.50')
    expect(formatFiatCents(5n)).toBe('0.05')
  })
})
