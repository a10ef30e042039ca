import type { OnrampQuoteRequest, OnrampQuoteResponse, OnrampToken } from '@foyer/protocol'
import { quoteAmounts } from './onrampQuoteMath'

/**
 * Sample prices (fiat per whole token) of the mocked quote, for tokens no price source knows.
 * Only ever answered with `estimate: true`.
 */
const SAMPLE_PRICES: Readonly<Record<string, { USD: number; EUR: number }>> = {
  ETH: { USD: 3000, EUR: 2800 },
  USDC: { USD: 1, EUR: 0.93 },
  FUSD: { USD: 1, EUR: 0.93 },
  POL: { USD: 0.5, EUR: 0.47 },
  AVAX: { USD: 30, EUR: 28 },
  CELO: { USD: 0.6, EUR: 0.56 },
  BERA: { USD: 5, EUR: 4.7 },
}

/**
 * The product's mocked quote (docs/product.md#buy: the quote falls back to it when the provider
 * cannot quote): the amount at `price` when one is known (our price source), else at the sample
 * price, after the provider's highest fee; always `estimate: true`, to be labelled so. Undefined
 * for a token without any price: no quote is better than an invented one.
 */
export function mockQuote(
  request: OnrampQuoteRequest,
  {
    provider,
    token,
    feePercent,
    price,
  }: {
    provider: string
    token: OnrampToken
    feePercent: number
    price?: number | undefined
  },
): OnrampQuoteResponse | undefined {
  const used = price ?? SAMPLE_PRICES[token.symbol.toUpperCase()]?.[request.fiatCurrency]
  if (used === undefined || !(used > 0)) return undefined
  const amounts = quoteAmounts({
    fiatAmount: request.fiatAmount,
    price: used,
    decimals: token.decimals,
    feePercent,
  })
  return {
    provider,
    fiatAmount: request.fiatAmount,
    fiatCurrency: request.fiatCurrency,
    paymentMethod: request.paymentMethod,
    network: request.network,
    token,
    cryptoAmount: amounts.cryptoAmount,
    price: amounts.price,
    fees: amounts.fees,
    estimate: true,
  }
}
