import { z } from 'zod'
import { fiatCurrencySchema } from './currency'

/** `POST /v1/fungible/price` body: CAIP-10 token addresses (the native coin: `eip155:1:native`). */
export const priceRequestSchema = z.object({
  currency: fiatCurrencySchema,
  addresses: z.array(z.string().min(1)).min(1).max(100),
})
export type PriceRequest = z.infer<typeof priceRequestSchema>

/** One priced asset; `address` repeats the requested CAIP-10 id. Unknown assets are left out. */
export const fungiblePriceSchema = z.object({
  address: z.string(),
  name: z.string(),
  symbol: z.string(),
  iconUrl: z.string(),
  price: z.number().nonnegative(),
})
export type FungiblePrice = z.infer<typeof fungiblePriceSchema>

export const priceResponseSchema = z.object({ fungibles: z.array(fungiblePriceSchema) })
export type PriceResponse = z.infer<typeof priceResponseSchema>

/** The CAIP-10 reference of a chain's native coin in price requests. */
export const NATIVE_ASSET_REFERENCE = 'native'
