import { z } from 'zod'
import { evmAddressSchema } from '../chainData/evmAddress'
import { defineRoute } from '../routes/defineRoute'
import { DEV_FUNDS_PATH } from './devFundsPath'

/** `POST /dev/funds`: the address to fund and the dev chain (anvil) to fund it on. */
export const devFundsRequestSchema = z.strictObject({
  chainId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  address: evmAddressSchema,
})
export type DevFundsRequest = z.input<typeof devFundsRequestSchema>

/** The address's native balance after the funds arrived, and what was added (wei, decimal). */
export const devFundsResponseSchema = z.object({
  chainId: z.number().int(),
  address: evmAddressSchema,
  added: z.string().regex(/^\d+$/),
  balance: z.string().regex(/^\d+$/),
})
export type DevFundsResponse = z.output<typeof devFundsResponseSchema>

/** Test funds for any address on a dev chain: the demo's "Get test funds" button. */
export const DEV_FUNDS_ROUTES = {
  funds: defineRoute({
    method: 'POST',
    path: DEV_FUNDS_PATH,
    access: 'dev',
    body: devFundsRequestSchema,
    response: devFundsResponseSchema,
  }),
} as const
