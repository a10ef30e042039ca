import type { SupportedChainsResponse } from '@foyer/protocol'
import { CHAIN_DATA_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { route } from '../http/route'
import type { ChainRegistry } from './chainRegistry'

/**
 * `GET /v1/supported-chains` (docs/product.md) → `{ http, ws }`: every chain this API serves answers the
 * RPC proxy and the account routes over HTTP; none has a websocket endpoint yet.
 */
export function supportedChainsRoute(
  app: FastifyInstance,
  { registry }: { registry: ChainRegistry },
): void {
  route(app, CHAIN_DATA_ROUTES.supportedChains, async (): Promise<SupportedChainsResponse> => {
    const chains = await registry.list()
    return { http: chains.map((chain) => chain.caipNetworkId), ws: [] }
  })
}
