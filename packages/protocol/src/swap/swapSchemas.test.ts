import { describe, expect, it } from 'vitest'
import {
  AGGREGATOR_SWAP_PROVIDER,
  BUILTIN_SWAP_PROVIDER,
  NATIVE_TOKEN_ADDRESS,
} from './swapConstants'
import {
  swapAllowanceQuerySchema,
  swapApproveQuerySchema,
  swapBuildRequestSchema,
  swapQuoteSchema,
} from './swapSchemas'

const FUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('the swap provider a quote names (docs/product.md#swap)', () => {
  it('rides on the quote and is taken by the allowance, approve and swap requests', () => {
    const quote = swapQuoteSchema.parse({
      from: NATIVE_TOKEN_ADDRESS,
      to: FUSD,
      fromAmount: '1',
      toAmount: '2',
      route: [NATIVE_TOKEN_ADDRESS, FUSD],
      priceImpact: 0.1,
      gasLimit: '130000',
      gasEstimated: false,
      provider: AGGREGATOR_SWAP_PROVIDER.id,
    })
    expect(quote.provider).toBe('aggregator')
    for (const provider of [BUILTIN_SWAP_PROVIDER.id, AGGREGATOR_SWAP_PROVIDER.id, undefined]) {
      const common = { chainId: 'eip155:1', ...(provider ? { provider } : {}) }
      expect(
        swapAllowanceQuerySchema.safeParse({ ...common, tokenAddress: FUSD, userAddress: USER })
          .success,
      ).toBe(true)
      expect(
        swapApproveQuerySchema.safeParse({ ...common, tokenAddress: FUSD, amount: '5' }).success,
      ).toBe(true)
      expect(
        swapBuildRequestSchema.safeParse({
          ...common,
          from: FUSD,
          to: NATIVE_TOKEN_ADDRESS,
          amount: '5',
          userAddress: USER,
        }).success,
      ).toBe(true)
    }
  })

  it.each(['', 'Aggregator', 'a b', 'x'.repeat(65), '../aggregator'])(
    'refuses the provider %j',
    (provider) => {
      expect(
        swapAllowanceQuerySchema.safeParse({
          chainId: 'eip155:1',
          tokenAddress: FUSD,
          userAddress: USER,
          provider,
        }).success,
      ).toBe(false)
    },
  )
})
