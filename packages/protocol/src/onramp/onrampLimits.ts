/**
 * How a visitor pays an on-ramp: by card or from a bank account (docs/product.md#buy).
 */
export const ONRAMP_PAYMENT_METHODS = ['card', 'bank'] as const
export type OnrampPaymentMethod = (typeof ONRAMP_PAYMENT_METHODS)[number]

/** The fiat currencies an on-ramp is paid in (docs/product.md#constants): USD and EUR. */
export const ONRAMP_FIAT_CURRENCIES = ['USD', 'EUR'] as const
export type OnrampFiatCurrency = (typeof ONRAMP_FIAT_CURRENCIES)[number]

/** The least and the most one purchase may be, as decimal strings of the currency. */
export type OnrampLimit = { min: string; max: string }

/**
 * The product's on-ramp limits (docs/product.md#constants), the same in USD and EUR: card 10.00
 * to 7,500.00, bank account 10.00 to 25,000.00. The API refuses an amount outside them before any
 * quote (ONRAMP_AMOUNT_TOO_LOW / ONRAMP_AMOUNT_TOO_HIGH), and so does the sandbox's payment page.
 */
export const ONRAMP_LIMITS: Readonly<Record<OnrampPaymentMethod, OnrampLimit>> = {
  card: { min: '10.00', max: '7500.00' },
  bank: { min: '10.00', max: '25000.00' },
}

/**
 * How long a sandbox purchase may wait for its payment: one not paid within 30 minutes of its
 * payment link becomes `expired`, and its page refuses payment (docs/product.md#buy).
 */
export const ONRAMP_PURCHASE_EXPIRY_MS = 30 * 60 * 1000

/** A fiat amount as the API takes it: digits, at most two decimals ("25", "25.5", "25.50"). */
export const FIAT_AMOUNT_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/

/** A fiat amount in cents (the pattern above: exact, no floating point). */
export function fiatCents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
}

/** Cents as a fiat amount with two decimals: 1050n → "10.50". */
export function formatFiatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const value = cents < 0n ? -cents : cents
  return `${sign}${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`
}

/**
 * Whether `amount` (FIAT_AMOUNT_PATTERN) is within the limit of `method`: `'low'` under its
 * minimum, `'high'` over its maximum, undefined when it may be bought.
 */
export function onrampAmountOutOfLimits(
  method: OnrampPaymentMethod,
  amount: string,
): 'low' | 'high' | undefined {
  const cents = fiatCents(amount)
  const limit = ONRAMP_LIMITS[method]
  if (cents < fiatCents(limit.min)) return 'low'
  if (cents > fiatCents(limit.max)) return 'high'
  return undefined
}
