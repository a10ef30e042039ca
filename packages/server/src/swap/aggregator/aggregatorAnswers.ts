import { z } from 'zod'

const amount = z.string().regex(/^\d{1,78}$/)
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)

/**
 * What this adapter reads of a 0x Swap API v2 `GET /swap/allowance-holder/price` answer (other
 * fields pass unread). Without liquidity only `liquidityAvailable: false` is certain.
 */
export const aggregatorPriceSchema = z.object({
  liquidityAvailable: z.boolean(),
  buyAmount: amount.optional(),
  minBuyAmount: amount.optional(),
  gas: amount.nullish(),
  /** The contract the taker approves (0x's AllowanceHolder). */
  allowanceTarget: address.nullish(),
  issues: z
    .object({
      allowance: z.object({ actual: amount.optional(), spender: address }).nullish(),
    })
    .nullish(),
  route: z.object({ tokens: z.array(z.object({ address })).optional() }).nullish(),
  /** Percent, when the aggregator estimates it. */
  estimatedPriceImpact: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .nullish(),
})
export type AggregatorPrice = z.infer<typeof aggregatorPriceSchema>

/** `GET /swap/allowance-holder/quote`: the price's fields and the transaction to send. */
export const aggregatorQuoteSchema = aggregatorPriceSchema.extend({
  transaction: z
    .object({
      to: address,
      data: z.string().regex(/^0x([0-9a-fA-F]{2})*$/),
      value: amount,
      gas: amount.nullish(),
      gasPrice: amount.nullish(),
    })
    .nullish(),
})
export type AggregatorQuote = z.infer<typeof aggregatorQuoteSchema>

/** An error answer: 0x names the error (`name`) and says why (`message`). */
export const aggregatorErrorSchema = z.object({
  name: z.string().max(200).optional(),
  message: z.string().max(2000).optional(),
})
