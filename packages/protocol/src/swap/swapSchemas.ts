import { z } from 'zod'
import { evmAddressSchema } from '../chainData/evmAddress'
import { MAX_SWAP_SLIPPAGE } from './swapConstants'

const MAX_UINT256 = 2n ** 256n - 1n
const WHOLE_NUMBER = /^(0|[1-9]\d{0,77})$/

/** The value of a whole-number string; undefined for anything else (zod runs every check). */
const wholeNumber = (value: string): bigint | undefined =>
  WHOLE_NUMBER.test(value) ? BigInt(value) : undefined

/** An amount in a token's smallest unit: a decimal integer string, 0 to 2^256 - 1. */
export const uintStringSchema = z
  .string()
  .regex(WHOLE_NUMBER, 'Expected a whole number in the token’s smallest unit')
  .refine((value) => (wholeNumber(value) ?? 0n) <= MAX_UINT256, 'Expected at most 2^256 - 1')

/** An amount to swap or approve: as {@link uintStringSchema}, above zero. */
const positiveAmountSchema = uintStringSchema.refine(
  (value) => wholeNumber(value) !== 0n,
  'Expected an amount above 0',
)

/**
 * The swap provider a quote came from (its `provider`, an id of the remote config's `swaps`
 * feature): the allowance, approve and swap of that quote go through the same provider.
 * Unset: the chain's first provider (the built-in router's where there is one).
 */
const providerSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,64}$/, 'Expected a swap provider id, such as foyer-router')
  .optional()

/** `chainId`: a CAIP-2 network id (`eip155:1`) or a bare chain id; the server checks it. */
const chainIdSchema = z.string().min(1, 'chainId is required')

/** A token the convert API can swap on a chain; the native coin is {@link NATIVE_TOKEN_ADDRESS}. */
export const swapTokenSchema = z.object({
  address: evmAddressSchema,
  symbol: z.string().min(1),
  name: z.string().min(1),
  decimals: z.number().int().min(0).max(255),
  /** The token's image (the API's token image route), when it has one. */
  logoUri: z.string().optional(),
})
export type SwapToken = z.infer<typeof swapTokenSchema>

export const swapTokensQuerySchema = z.object({ chainId: chainIdSchema })

/**
 * `GET /v1/convert/tokens`: every token the provider swaps on the chain, and the addresses of the
 * suggested and popular ones (each an address of `tokens`).
 */
export const swapTokensResponseSchema = z.object({
  tokens: z.array(swapTokenSchema),
  suggested: z.array(evmAddressSchema),
  popular: z.array(evmAddressSchema),
})
export type SwapTokensResponse = z.infer<typeof swapTokensResponseSchema>

/**
 * Which market a quote goes through (`uniswap-v2`, `uniswap-v3` for the built-in provider): a
 * quote says it, and allowance, build-approve and build-transaction keep to it when given.
 */
export const swapSourceSchema = z.string().min(1).max(64)

export const swapQuoteQuerySchema = z.object({
  chainId: chainIdSchema,
  from: evmAddressSchema,
  to: evmAddressSchema,
  /** In the `from` token's smallest unit. */
  amount: positiveAmountSchema,
  /** Who swaps: the gas is estimated for this account when it can already send the swap. */
  userAddress: evmAddressSchema.optional(),
  /** Quote through this market only. */
  source: swapSourceSchema.optional(),
})
export type SwapQuoteQuery = z.infer<typeof swapQuoteQuerySchema>

/** One quote: what `amount` of `from` buys of `to`, through which tokens. */
export const swapQuoteSchema = z.object({
  from: evmAddressSchema,
  to: evmAddressSchema,
  fromAmount: uintStringSchema,
  toAmount: uintStringSchema,
  /** The tokens the swap goes through, `from` first and `to` last (the native coin as WETH). */
  route: z.array(evmAddressSchema).min(2),
  /** How far the price moves against this swap, in percent (0.1 = 0.1 %). */
  priceImpact: z.number().min(0),
  /** The swap's gas limit: the node's estimate for `userAddress`, else the route's typical use. */
  gasLimit: uintStringSchema,
  /** Whether `gasLimit` is the node's estimate for `userAddress` (else the typical figure). */
  gasEstimated: z.boolean(),
  /**
   * Which provider quoted (where several serve the chain, the one that buys more): pass it to
   * allowance, build-approve and build-transaction.
   */
  provider: z.string().optional(),
  /**
   * Which market the quote goes through, where the provider says: `uniswap-v2` or `uniswap-v3`
   * for the built-in provider (which quotes both and answers the better). Pass it back to
   * allowance, build-approve and build-transaction to keep to that market's router.
   */
  source: swapSourceSchema.optional(),
  /** The V3 pool's fee tier in hundredths of a basis point (500 = 0.05 %), for a V3 quote. */
  fee: z.number().int().positive().optional(),
})
export type SwapQuote = z.infer<typeof swapQuoteSchema>

export const swapQuoteResponseSchema = z.object({ quote: swapQuoteSchema })
export type SwapQuoteResponse = z.infer<typeof swapQuoteResponseSchema>

export const swapAllowanceQuerySchema = z.object({
  chainId: chainIdSchema,
  tokenAddress: evmAddressSchema,
  userAddress: evmAddressSchema,
  provider: providerSchema,
  /** The quote's market, whose router is the spender (else the provider's default one). */
  source: swapSourceSchema.optional(),
})

/** `GET /v1/convert/allowance`: what the swap's spender (the router) may take of the user's token. */
export const swapAllowanceResponseSchema = z.object({
  allowance: uintStringSchema,
  spender: evmAddressSchema,
})
export type SwapAllowanceResponse = z.infer<typeof swapAllowanceResponseSchema>

export const swapGasPriceQuerySchema = z.object({ chainId: chainIdSchema })

/** `GET /v1/convert/gas-price`: the node's gas price in wei; `null` when it failed (the spec's fallback). */
export const swapGasPriceResponseSchema = z.object({ gasPrice: uintStringSchema }).nullable()
export type SwapGasPriceResponse = z.infer<typeof swapGasPriceResponseSchema>

/** A transaction to send as it is: from the user, to `to`, with `data` and `value` (wei). */
export const swapTransactionSchema = z.object({
  to: evmAddressSchema,
  data: z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'Expected 0x-prefixed hex bytes'),
  value: uintStringSchema,
  gas: uintStringSchema.optional(),
})
export type SwapTransaction = z.infer<typeof swapTransactionSchema>

export const swapApproveQuerySchema = z.object({
  chainId: chainIdSchema,
  tokenAddress: evmAddressSchema,
  /** In the token's smallest unit. */
  amount: positiveAmountSchema,
  provider: providerSchema,
  /** The quote's market, whose router is the spender (else the provider's default one). */
  source: swapSourceSchema.optional(),
})

/** `GET /v1/convert/build-approve`: the ERC-20 approve of `amount` to the swap's spender. */
export const swapApproveResponseSchema = z.object({ tx: swapTransactionSchema })
export type SwapApproveResponse = z.infer<typeof swapApproveResponseSchema>

/**
 * `POST /v1/convert/build-transaction`: the spec's `amount`, `slippage`, `from`, `to`,
 * `userAddress`, and the network (`chainId` here or, as on the other convert routes, in the
 * query). `slippage` is in percent (default DEFAULT_SWAP_SLIPPAGE).
 */
export const swapBuildRequestSchema = z.object({
  chainId: chainIdSchema.optional(),
  from: evmAddressSchema,
  to: evmAddressSchema,
  amount: positiveAmountSchema,
  userAddress: evmAddressSchema,
  slippage: z.number().min(0).max(MAX_SWAP_SLIPPAGE).optional(),
  provider: providerSchema,
  /** The quote's market to swap through (else the provider's choice). */
  source: swapSourceSchema.optional(),
})
export type SwapBuildRequest = z.infer<typeof swapBuildRequestSchema>

/** The swap to send, what it should buy, and the least it may buy (the slippage bound). */
export const swapBuildResponseSchema = z.object({
  tx: swapTransactionSchema,
  toAmount: uintStringSchema,
  toAmountMin: uintStringSchema,
})
export type SwapBuildResponse = z.infer<typeof swapBuildResponseSchema>
