import {
  FIAT_AMOUNT_PATTERN,
  fiatCents,
  type OnrampFiatCurrency,
  type OnrampLimit,
  type OnrampPaymentMethod,
} from '@foyer/protocol'
import type { ErrorNotice } from '../errors/errorNotice'

/**
 * A typed fiat amount checked before any quote is asked (docs/product.md#buy): the amount as the
 * API takes it ("25.50"; a decimal comma is read as a point), or why it cannot be bought: not an
 * amount (INVALID_AMOUNT), or outside the payment method's limit in the currency, naming it
 * (ONRAMP_AMOUNT_TOO_LOW / ONRAMP_AMOUNT_TOO_HIGH: "The most you can buy by card is 7500.00 USD").
 */
export function checkOnrampAmount(
  typed: string,
  {
    method,
    currency,
    limit,
  }: { method: OnrampPaymentMethod; currency: OnrampFiatCurrency; limit: OnrampLimit },
): { amount: string; error?: undefined } | { amount?: undefined; error: ErrorNotice } {
  const amount = typed.trim().replace(/^(\d+),(\d{1,2})$/, '$1.$2')
  if (!FIAT_AMOUNT_PATTERN.test(amount)) return { error: { code: 'INVALID_AMOUNT' } }
  const cents = fiatCents(amount)
  if (cents < fiatCents(limit.min)) {
    return {
      error: { code: 'ONRAMP_AMOUNT_TOO_LOW', params: { method, min: limit.min, currency } },
    }
  }
  if (cents > fiatCents(limit.max)) {
    return {
      error: { code: 'ONRAMP_AMOUNT_TOO_HIGH', params: { method, max: limit.max, currency } },
    }
  }
  return { amount }
}
