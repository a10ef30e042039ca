import { z } from 'zod'
import { caipNetworkIdSchema } from '../caipSchemas'

/**
 * `GET /v1/supported-chains`: the networks the chain data API serves, by transport. `http`
 * networks answer the RPC proxy, balance, history and price routes; `ws` lists networks with a
 * websocket endpoint (none yet).
 */
export const supportedChainsResponseSchema = z.object({
  http: z.array(caipNetworkIdSchema),
  ws: z.array(caipNetworkIdSchema),
})
export type SupportedChainsResponse = z.infer<typeof supportedChainsResponseSchema>
