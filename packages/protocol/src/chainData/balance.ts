import { z } from 'zod'
import { caipNetworkIdSchema } from '../caipSchemas'

/** A token amount: `numeric` is the decimal string in whole units ("1.5"), `decimals` the token's. */
export const quantitySchema = z.object({
  decimals: z.string().regex(/^\d+$/),
  numeric: z.string().regex(/^\d+(\.\d+)?$/),
})
export type Quantity = z.infer<typeof quantitySchema>

/**
 * One entry of `GET /v1/account/{address}/balance`: the native coin (no `address`) or a token
 * (`address` is its CAIP-10 id, `eip155:31337:0x…`). `price` is one unit in the requested
 * currency and `value` is quantity × price; both are 0 when no price is known.
 */
export const balanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: caipNetworkIdSchema,
  address: z.string().optional(),
  value: z.number().nonnegative(),
  price: z.number().nonnegative(),
  quantity: quantitySchema,
  iconUrl: z.string(),
})
export type Balance = z.infer<typeof balanceSchema>

export const balanceResponseSchema = z.object({ balances: z.array(balanceSchema) })
export type BalanceResponse = z.infer<typeof balanceResponseSchema>
