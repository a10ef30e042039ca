import { toCoinType } from 'viem'
import { describe, expect, it } from 'vitest'
import { chainIdOfCoinType, evmCoinType, MAX_COIN_TYPE_CHAIN_ID } from './coinType'

describe('evmCoinType (docs/product.md#names, ENSIP-11: the chain id with the high bit set)', () => {
  it.each([
    [0, 2 ** 31],
    [1, 2 ** 31 + 1],
    [10, 0x8000000a],
    [31337, 0x80007a69],
    [2 ** 31 - 1, 2 ** 32 - 1],
  ])('chain %i → coin type %i', (chainId, coinType) => {
    expect(evmCoinType(chainId)).toBe(coinType)
    expect(chainId === 0 ? undefined : chainIdOfCoinType(coinType)).toBe(
      chainId === 0 ? undefined : chainId,
    )
  })

  it('matches viem for the chains viem maps the same way', () => {
    for (const chainId of [10, 8453, 31337, MAX_COIN_TYPE_CHAIN_ID]) {
      expect(BigInt(evmCoinType(chainId))).toBe(toCoinType(chainId))
    }
  })

  it.each([2 ** 31, 2 ** 32, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2])(
    'throws for chain id %s (it must be a whole number below 2^31)',
    (chainId) => {
      expect(() => evmCoinType(chainId)).toThrow(RangeError)
    },
  )

  it.each([60, 0, 2 ** 31, 2 ** 32, -5, 1.5])('finds no EVM chain for coin type %s', (coinType) => {
    expect(chainIdOfCoinType(coinType)).toBeUndefined()
  })
})
