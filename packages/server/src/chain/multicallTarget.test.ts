import { describe, expect, it } from 'vitest'
import { multicallTarget } from './multicallTarget'

describe('multicallTarget', () => {
  it.each([1, 10, 137, 8453, 42161, 11155111])('uses Multicall3 on chain %i', (chainId) => {
    expect(multicallTarget(chainId)).toEqual({
      multicallAddress: '0xca11bde05977b3631167028862be2a173976ca11',
    })
  })

  it.each([31337, 31338, 987654321])('runs deployless on chain %i, which has none', (chainId) => {
    expect(multicallTarget(chainId)).toEqual({ deployless: true })
  })
})
