import { z } from 'zod'
import { caipNetworkIdSchema } from '../caipSchemas'
import { evmAddressSchema } from '../chainData/evmAddress'
import { ONRAMP_CHAIN_NETWORKS } from './onrampChains'
import { FIAT_AMOUNT_PATTERN, ONRAMP_FIAT_CURRENCIES, ONRAMP_PAYMENT_METHODS } from './onrampLimits'

const fiatAmountSchema = z
  .string()
  .regex(FIAT_AMOUNT_PATTERN, 'expected an amount such as 25 or 25.50 (at most two decimals)')
const paymentMethodSchema = z.enum(ONRAMP_PAYMENT_METHODS, {
  error: `expected one of ${ONRAMP_PAYMENT_METHODS.join(', ')}`,
})
const fiatCurrencySchema = z.enum(ONRAMP_FIAT_CURRENCIES, {
  error: `expected one of ${ONRAMP_FIAT_CURRENCIES.join(', ')}`,
})
const limitSchema = z.object({ min: z.string(), max: z.string() })
/** A token a provider sells: `address` is `native` for the chain's own coin. */
const onrampTokenSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  address: z.union([z.literal('native'), z.string()]),
  decimals: z.number().int().nonnegative(),
})
export type OnrampToken = z.infer<typeof onrampTokenSchema>

const onrampNetworkSchema = z.object({
  network: caipNetworkIdSchema,
  name: z.string(),
  /** The Coinbase-style chain name (docs/product.md#buy), when the network has one. */
  chainName: z.enum(Object.keys(ONRAMP_CHAIN_NETWORKS) as [string, ...string[]]).optional(),
  tokens: z.array(onrampTokenSchema),
})
export type OnrampNetwork = z.infer<typeof onrampNetworkSchema>

/** One provider of `GET /v1/onramp/options`: who sells what, how it is paid, within what limits. */
export const onrampProviderOptionsSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Percent of the fiat amount, [min, max]. */
  feeRange: z.tuple([z.number().nonnegative(), z.number().nonnegative()]),
  /** A stand-in that moves no real money (the dev stack's sandbox). */
  sandbox: z.boolean(),
  paymentMethods: z.array(
    z.object({
      id: paymentMethodSchema,
      name: z.string(),
      limits: z.partialRecord(fiatCurrencySchema, limitSchema),
    }),
  ),
  fiatCurrencies: z.array(fiatCurrencySchema),
  networks: z.array(onrampNetworkSchema),
})
export type OnrampProviderOptions = z.infer<typeof onrampProviderOptionsSchema>

/**
 * `GET /v1/onramp/options`: the providers that can serve now. `sample` is true when none could
 * and the answer is the built-in sample list (docs/product.md#buy's fallback): shown as such,
 * nothing in it can be bought.
 */
export const onrampOptionsResponseSchema = z.object({
  providers: z.array(onrampProviderOptionsSchema),
  sample: z.boolean(),
})
export type OnrampOptionsResponse = z.infer<typeof onrampOptionsResponseSchema>

/** `POST /v1/onramp/quote`: what `fiatAmount` of `fiatCurrency` buys of `token` on `network`. */
export const onrampQuoteRequestSchema = z.object({
  /** A provider id of the options; unset: the first that serves the purchase. */
  provider: z.string().min(1).max(64).optional(),
  fiatAmount: fiatAmountSchema,
  fiatCurrency: fiatCurrencySchema,
  paymentMethod: paymentMethodSchema,
  network: caipNetworkIdSchema,
  /** The token's symbol (`ETH`, `FUSD`) or address; `native` for the chain's coin. */
  token: z.string().min(1).max(64),
})
export type OnrampQuoteRequest = z.infer<typeof onrampQuoteRequestSchema>

export const onrampQuoteResponseSchema = z.object({
  provider: z.string(),
  fiatAmount: z.string(),
  fiatCurrency: fiatCurrencySchema,
  paymentMethod: paymentMethodSchema,
  network: caipNetworkIdSchema,
  token: onrampTokenSchema,
  /** Whole tokens received, as a decimal string. */
  cryptoAmount: z.string(),
  /** Fiat per whole token the quote used. */
  price: z.string(),
  fees: z.object({ provider: z.string(), network: z.string(), total: z.string() }),
  /**
   * True for the product's mocked quote (docs/product.md#buy's fallback: no provider answered):
   * an estimate, to be labelled so.
   */
  estimate: z.boolean(),
})
export type OnrampQuoteResponse = z.infer<typeof onrampQuoteResponseSchema>

/** `POST /v1/generators/onrampurl`: the quote's purchase, for `address`, at a provider. */
export const onrampUrlRequestSchema = onrampQuoteRequestSchema.extend({
  provider: z.string().min(1).max(64),
  /** Where the tokens go. */
  address: evmAddressSchema,
  /** Where the provider sends the visitor back when done (http or https). */
  redirectUrl: z
    .string()
    .max(2048)
    .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), 'expected an http(s) URL')
    .optional(),
})
export type OnrampUrlRequest = z.infer<typeof onrampUrlRequestSchema>

export const onrampUrlResponseSchema = z.object({
  /** The provider's page the visitor pays on (a popup or a redirect). */
  url: z.string(),
  provider: z.string(),
  /** The purchase the API records and follows (the sandbox's), when there is one. */
  purchaseId: z.string().optional(),
})
export type OnrampUrlResponse = z.infer<typeof onrampUrlResponseSchema>

/**
 * A purchase's status: pending until paid; `expired` when it was not paid within
 * ONRAMP_PURCHASE_EXPIRY_MS (its page then refuses payment).
 */
export const ONRAMP_PURCHASE_STATUSES = ['pending', 'completed', 'failed', 'expired'] as const
export type OnrampPurchaseStatus = (typeof ONRAMP_PURCHASE_STATUSES)[number]

/** What the history's `onramp` answer adds to a transaction: the purchase behind it. */
export const onrampPurchaseInfoSchema = z.object({
  provider: z.string(),
  status: z.enum(ONRAMP_PURCHASE_STATUSES),
  fiatAmount: z.string(),
  fiatCurrency: fiatCurrencySchema,
  paymentMethod: paymentMethodSchema,
  /** Why a failed purchase failed, in English. */
  failure: z.string().optional(),
})
export type OnrampPurchaseInfo = z.infer<typeof onrampPurchaseInfoSchema>
