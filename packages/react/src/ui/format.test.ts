import { describe, expect, it } from 'vitest'
import { formatBalance, truncateAddress } from './format'

describe('format', () => {
  it('truncates an address to 6 + 4 characters', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
    expect(truncateAddress('0xabc')).toBe('0xabc')
  })

  it.each([
    [10_000n * 10n ** 18n, 18, '10000'],
    [1_234_567_800_000_000_000n, 18, '1.2345'],
    [1_500_000n, 6, '1.5'],
    [1n, 18, '0'],
  ])('formats %s with %s decimals as %s', (value, decimals, expected) => {
    expect(formatBalance(value, decimals)).toBe(expected)
  })
})
