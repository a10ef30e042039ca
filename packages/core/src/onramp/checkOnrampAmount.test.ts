import { ONRAMP_LIMITS } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { checkOnrampAmount } from './checkOnrampAmount'

const card = { method: 'card', currency: 'EUR', limit: ONRAMP_LIMITS.card } as const

describe('checkOnrampAmount', () => {
  it('takes amounts within the limit, both ends included, with a point or a comma', () => {
    expect(checkOnrampAmount('10', card)).toEqual({ amount: '10' })
    expect(checkOnrampAmount(' 7500.00 ', card)).toEqual({ amount: '7500.00' })
    expect(checkOnrampAmount('25,5', card)).toEqual({ amount: '25.5' })
  })

  it('names the limit an amount is outside of', () => {
    expect(checkOnrampAmount('9.99', card).error).toEqual({
      code: 'ONRAMP_AMOUNT_TOO_LOW',
      params: { method: 'card', min: '10.00', currency: 'EUR' },
    })
    expect(checkOnrampAmount('7500.01', card).error).toEqual({
      code: 'ONRAMP_AMOUNT_TOO_HIGH',
      params: { method: 'card', max: '7500.00', currency: 'EUR' },
    })
  })

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1e3', '10.123', '-5', '1,000.00']) {
      expect(checkOnrampAmount(bad, card).error, bad).toEqual({ code: 'INVALID_AMOUNT' })
    }
  })
})
