import {
  ONRAMP_LIMITS,
  type OnrampFiatCurrency,
  type OnrampPaymentMethod,
  onrampAmountOutOfLimits,
} from '@foyer/protocol'
import { ApiError } from '../http/apiError'

const METHOD_WORDS: Record<OnrampPaymentMethod, string> = { card: 'card', bank: 'bank transfer' }

/**
 * The product's limits (card 10.00 to 7,500.00, bank 10.00 to 25,000.00, in USD and EUR),
 * checked before any provider is asked: 400 ONRAMP_AMOUNT_TOO_LOW or ONRAMP_AMOUNT_TOO_HIGH,
 * whose words name the limit ("The most you can buy by card is 7500.00 USD").
 */
export function checkOnrampLimits(request: {
  fiatAmount: string
  fiatCurrency: OnrampFiatCurrency
  paymentMethod: OnrampPaymentMethod
}): void {
  const out = onrampAmountOutOfLimits(request.paymentMethod, request.fiatAmount)
  if (!out) return
  const limit = ONRAMP_LIMITS[request.paymentMethod]
  const params = {
    method: METHOD_WORDS[request.paymentMethod],
    min: limit.min,
    max: limit.max,
    currency: request.fiatCurrency,
  }
  throw new ApiError(400, out === 'low' ? 'ONRAMP_AMOUNT_TOO_LOW' : 'ONRAMP_AMOUNT_TOO_HIGH', {
    params,
  })
}
