import { NATIVE_TOKEN_ADDRESS, type SwapQuote } from '@foyer/protocol'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../http/apiError'
import { allSwapTokens, bestQuote, providerById } from './chooseSwapProvider'
import type { SwapProvider } from './swapProvider'

const FUSD: Address = '0x00000000000000000000000000000000000000f1'
const FOY: Address = '0x00000000000000000000000000000000000000f2'

/** A provider that answers `toAmount` (or fails with `error`) and knows `tokens`. */
function provider(
  id: string,
  answer: { toAmount: bigint } | { error: ApiError },
  tokens: Address[] = [NATIVE_TOKEN_ADDRESS],
): SwapProvider {
  const unused = () => Promise.reject(new Error('not asked in these tests'))
  return {
    id,
    tokens: async () =>
      tokens.map((address) => ({ address, symbol: address.slice(-2), name: id, decimals: 18 })),
    quote: async (request): Promise<SwapQuote> => {
      if ('error' in answer) throw answer.error
      return {
        from: request.from,
        to: request.to,
        fromAmount: request.amount.toString(),
        toAmount: answer.toAmount.toString(),
        route: [request.from, request.to],
        priceImpact: 0,
        gasLimit: '130000',
        gasEstimated: false,
        provider: id,
      }
    },
    buildTransaction: unused,
    allowance: unused,
    buildApprove: unused,
  }
}

const request = { from: FUSD, to: FOY, amount: 1_000n }

describe('bestQuote (docs/product.md#swap)', () => {
  it('answers the quote that buys more, naming its provider', async () => {
    const quote = await bestQuote(
      [provider('foyer-router', { toAmount: 990n }), provider('aggregator', { toAmount: 995n })],
      request,
    )
    expect(quote).toMatchObject({ toAmount: '995', provider: 'aggregator' })
  })

  it('keeps the first (the built-in router’s) on a tie', async () => {
    const quote = await bestQuote(
      [provider('foyer-router', { toAmount: 990n }), provider('aggregator', { toAmount: 990n })],
      request,
    )
    expect(quote.provider).toBe('foyer-router')
  })

  it('leaves out a provider that fails; with all failing, answers the first one’s error', async () => {
    const down = new ApiError(502, 'SWAP_UNAVAILABLE')
    const noRoute = new ApiError(400, 'SWAP_NO_ROUTE')
    expect(
      (
        await bestQuote(
          [provider('foyer-router', { error: noRoute }), provider('aggregator', { toAmount: 5n })],
          request,
        )
      ).provider,
    ).toBe('aggregator')
    await expect(
      bestQuote(
        [provider('foyer-router', { error: noRoute }), provider('aggregator', { error: down })],
        request,
      ),
    ).rejects.toBe(noRoute)
  })
})

describe('allSwapTokens and providerById', () => {
  it('merges the token lists by address, the first provider’s first', async () => {
    const tokens = await allSwapTokens([
      provider('foyer-router', { toAmount: 1n }, [NATIVE_TOKEN_ADDRESS, FUSD]),
      provider('aggregator', { toAmount: 1n }, [FUSD.toUpperCase() as Address, FOY]),
    ])
    expect(tokens.map((token) => [token.address, token.name])).toEqual([
      [NATIVE_TOKEN_ADDRESS, 'foyer-router'],
      [FUSD, 'foyer-router'],
      [FOY, 'aggregator'],
    ])
  })

  it('finds the provider a request names, else the first; an unknown one is a 400', () => {
    const providers = [
      provider('foyer-router', { toAmount: 1n }),
      provider('aggregator', { toAmount: 1n }),
    ]
    expect(providerById(providers, undefined).id).toBe('foyer-router')
    expect(providerById(providers, 'aggregator').id).toBe('aggregator')
    expect(() => providerById(providers, 'elsewhere')).toThrow(ApiError)
    expect(() => providerById(providers, 'elsewhere')).toThrow(/elsewhere/)
  })
})
