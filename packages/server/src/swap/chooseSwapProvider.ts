import type { SwapQuote, SwapToken } from '@foyer/protocol'
import { ApiError } from '../http/apiError'
import type { SwapProvider, SwapQuoteRequest } from './swapProvider'

/** What every provider answered, or the first one's error when none answered. */
async function fromEach<T>(
  providers: readonly SwapProvider[],
  ask: (provider: SwapProvider) => Promise<T>,
): Promise<{ provider: SwapProvider; value: T }[]> {
  const settled = await Promise.allSettled(providers.map(ask))
  const answered = settled.flatMap((result, index) => {
    const provider = providers[index]
    return result.status === 'fulfilled' && provider ? [{ provider, value: result.value }] : []
  })
  if (answered.length === 0) {
    const first = settled[0]
    throw first?.status === 'rejected' ? first.reason : new ApiError(502, 'SWAP_UNAVAILABLE')
  }
  return answered
}

/**
 * The quote that buys the most of every provider that serves the chain (docs/product.md#swap), with
 * `provider` set to the one that gave it; on a tie the earlier provider (the built-in router's,
 * which quotes on chain) wins. A provider that fails is left out; when all fail, the first one's
 * error is the answer.
 */
export async function bestQuote(
  providers: readonly SwapProvider[],
  request: SwapQuoteRequest,
): Promise<SwapQuote> {
  const quotes = await fromEach(providers, (provider) => provider.quote(request))
  let best = quotes[0]
  for (const candidate of quotes) {
    if (best && BigInt(candidate.value.toAmount) > BigInt(best.value.toAmount)) best = candidate
  }
  if (!best) throw new ApiError(502, 'SWAP_UNAVAILABLE')
  return { ...best.value, provider: best.provider.id }
}

/** Every token some provider swaps on the chain, the first provider's first (by address, once). */
export async function allSwapTokens(providers: readonly SwapProvider[]): Promise<SwapToken[]> {
  const lists = await fromEach(providers, (provider) => provider.tokens())
  const seen = new Set<string>()
  return lists.flatMap(({ value }) =>
    value.filter((token) => {
      const key = token.address.toLowerCase()
      if (seen.has(key)) return false
      seen.add(key)
      return true
    }),
  )
}

/**
 * The provider a quote named (`provider`), else the chain's first; a provider that does not serve
 * this chain is a 400 INVALID_PARAMS naming it.
 */
export function providerById(
  providers: readonly SwapProvider[],
  id: string | undefined,
): SwapProvider {
  const found = id === undefined ? providers[0] : providers.find((entry) => entry.id === id)
  if (!found) {
    throw new ApiError(400, 'INVALID_PARAMS', {
      details: `provider: no swap provider ${JSON.stringify(id)} serves this network`,
    })
  }
  return found
}
