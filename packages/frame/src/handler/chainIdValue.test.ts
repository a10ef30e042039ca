import { describe, expect, it } from 'vitest'
import { chainIdValue } from './chainIdValue'

describe('chainIdValue', () => {
  it('reads numbers, decimal, hex and CAIP-2 ids', () => {
    expect(chainIdValue(1)).toBe(1)
    expect(chainIdValue('31337')).toBe(31337)
    expect(chainIdValue('0x7a69')).toBe(31337)
    expect(chainIdValue('eip155:10')).toBe(10)
  })
  it('rejects anything else', () => {
    for (const bad of ['', 'abc', 'solana:5eykt', '0x', '-1', '1.5', 0, '99999999999999999999']) {
      expect(chainIdValue(bad)).toBeUndefined()
    }
  })
})
