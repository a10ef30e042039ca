import { BUILTIN_SWAP_PROVIDER, type SwapQuote, type SwapToken } from '@foyer/protocol'
import { ApiError } from '../http/apiError'
import { isNative } from './quoteV2'
import type { SwapBuildRequest, SwapProvider, SwapQuoteRequest } from './swapProvider'
import type { SwapReads } from './swapReads'

/** One market of the built-in provider and the `source` its quotes carry. */
export interface SwapMarket {
  source: string
  provider: SwapProvider
}

const byOutput = (x: SwapQuote, y: SwapQuote) =>
  BigInt(y.toAmount) > BigInt(x.toAmount) ? 1 : BigInt(y.toAmount) < BigInt(x.toAmount) ? -1 : 0

/**
 * The built-in provider over a chain's markets (the V2 router, the V3 router and quoter, each
 * where the operator names one), the first the default: a quote asks every market and answers the
 * one that buys most, saying which (`source`); a request naming a `source` keeps to that market
 * (another is a 400 SWAP_NO_ROUTE). Allowance and approve go to the default market's router
 * unless a `source` names another; a swap built without a `source` takes the best market among
 * those whose router the user already lets take the amount (all of them for the native coin),
 * so a client that approved the default router is never handed a swap through another. The
 * markets of one quote read the chain together (`newReads()`, one per quote: one `eth_call`).
 */
export function builtinSwapProvider(
  markets: readonly SwapMarket[],
  newReads: () => SwapReads,
): SwapProvider {
  const first = markets[0]
  if (!first) throw new Error('the built-in swap provider needs a market')
  const market = (source: string | undefined): SwapMarket => {
    if (source === undefined) return first
    const found = markets.find((entry) => entry.source === source)
    if (!found) throw new ApiError(400, 'SWAP_NO_ROUTE')
    return found
  }

  /** Every market's quote that answered, best first; the failure to report when none did. */
  const quotes = async (
    request: SwapQuoteRequest,
    among: readonly SwapMarket[] = markets,
  ): Promise<{ quote: SwapQuote; market: SwapMarket }[]> => {
    const reads = newReads()
    const settled = await Promise.allSettled(
      among.map(async (entry) => ({
        quote: { ...(await entry.provider.quote(request, reads)), source: entry.source },
        market: entry,
      })),
    )
    const answered = settled.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    )
    if (answered.length === 0) {
      const errors = settled.flatMap((result) =>
        result.status === 'rejected' ? [result.reason as unknown] : [],
      )
      // A node that failed may hide a route: say so (502) before "no route" (400).
      throw (
        errors.find((error) => error instanceof ApiError && error.statusCode >= 500) ?? errors[0]
      )
    }
    return answered.sort((x, y) => byOutput(x.quote, y.quote))
  }

  /** The markets whose router may already take `request.amount` of the user's `from` token. */
  const approved = async (request: SwapBuildRequest): Promise<SwapMarket[]> => {
    if (isNative(request.from)) return [...markets]
    const allowances = await Promise.all(
      markets.map(async (entry) => {
        const { allowance } = await entry.provider.allowance(request.from, request.userAddress)
        return BigInt(allowance) >= request.amount ? [entry] : []
      }),
    )
    return allowances.flat()
  }

  return {
    id: BUILTIN_SWAP_PROVIDER.id,
    async tokens() {
      const lists = await Promise.all(markets.map((entry) => entry.provider.tokens()))
      const seen = new Set<string>()
      const tokens: SwapToken[] = []
      for (const token of lists.flat()) {
        const key = token.address.toLowerCase()
        if (seen.has(key)) continue
        seen.add(key)
        tokens.push(token)
      }
      return tokens
    },

    async quote(request) {
      const among = request.source === undefined ? markets : [market(request.source)]
      const [best] = await quotes(request, among)
      if (!best) throw new ApiError(400, 'SWAP_NO_ROUTE')
      return best.quote
    },

    async buildTransaction(request) {
      if (request.source !== undefined) {
        return market(request.source).provider.buildTransaction(request)
      }
      let chosen = first
      if (markets.length > 1) {
        const { userAddress: _user, ...quoteRequest } = request
        const [ready, answered] = await Promise.all([approved(request), quotes(quoteRequest)])
        const best = answered.find((entry) => ready.includes(entry.market)) ?? answered[0]
        if (best) chosen = best.market
      }
      return chosen.provider.buildTransaction(request)
    },

    allowance(token, owner, source) {
      return market(source).provider.allowance(token, owner)
    },

    buildApprove(token, amount, source) {
      return market(source).provider.buildApprove(token, amount)
    },
  }
}
