import { z } from 'zod'

/** Fiat currencies the chain data API prices in (`currency` of balance and price requests). */
export const FIAT_CURRENCIES = ['usd', 'eur'] as const
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number]
export const DEFAULT_FIAT_CURRENCY: FiatCurrency = 'usd'

export const fiatCurrencySchema = z.enum(FIAT_CURRENCIES, {
  error: `Unsupported currency: expected one of ${FIAT_CURRENCIES.join(', ')}`,
})
