import { DEFAULT_FIAT_CURRENCY, type FiatCurrency, fiatCurrencySchema } from '@foyer/protocol'
import { ApiError } from '../http/apiError'

/** The `currency` query parameter, any case; missing: usd. Unknown: 400 INVALID_PARAMS. */
export function parseCurrency(value: unknown): FiatCurrency {
  if (value === undefined || value === '') return DEFAULT_FIAT_CURRENCY
  const parsed = fiatCurrencySchema.safeParse(
    typeof value === 'string' ? value.toLowerCase() : value,
  )
  if (!parsed.success) {
    throw new ApiError(
      400,
      'INVALID_PARAMS',
      `currency: ${parsed.error.issues[0]?.message ?? 'unsupported'}, got ${JSON.stringify(value)}`,
    )
  }
  return parsed.data
}
