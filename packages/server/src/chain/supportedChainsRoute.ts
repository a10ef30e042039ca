import type { SupportedChainsResponse } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import type { ChainRegistry } from './chainRegistry'

/**
 * `GET /v1/supported-chains` (spec §7) → `{ http, ws }`: every chain this API serves answers the
 * RPC proxy and the account routes over HTTP; none has a websocket endpoint yet.
 */
export function supportedChainsRoute(
  app: FastifyInstance,
  { registry }: { registry: ChainRegistry },
): void {
  app.get('/v1/supported-chains', async (): Promise<SupportedChainsResponse> => {
    const chains = await registry.list()
    return { http: chains.map((chain) => chain.caipNetworkId), ws: [] }
  })
}
