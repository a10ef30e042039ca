import { describe, expect, it } from 'vitest'
import { formatAmount } from './formatAmount'

describe('formatAmount', () => {
  it.each([
    ['10000.000000', '10000'],
    ['1.23456789', '1.2345'],
    ['0.5', '0.5'],
    ['7', '7'],
  ])('shows %s as %s', (numeric, shown) => {
    expect(formatAmount(numeric)).toBe(shown)
  })
})
