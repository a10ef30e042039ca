import type { SupportedChainsResponse } from '@foyer/protocol'
import { CHAIN_DATA_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { route } from '../http/route'
import type { ChainRegistry } from './chainRegistry'
import type { SolanaChainRegistry } from './solana/solanaChainRegistry'

/**
 * `GET /v1/supported-chains` (docs/product.md) → `{ http, ws }`: every chain this API serves over
 * HTTP: the EVM chains (the RPC proxy and the account routes), then the Solana chains
 * (SOLANA_RPC_URLS: the balance route); none has a websocket endpoint yet.
 */
export function supportedChainsRoute(
  app: FastifyInstance,
  { registry, solanaRegistry }: { registry: ChainRegistry; solanaRegistry?: SolanaChainRegistry },
): void {
  route(app, CHAIN_DATA_ROUTES.supportedChains, async (): Promise<SupportedChainsResponse> => {
    const [chains, solanaChains] = await Promise.all([
      registry.list(),
      solanaRegistry?.list() ?? [],
    ])
    return {
      http: [...chains, ...solanaChains].map((chain) => chain.caipNetworkId),
      ws: [],
    }
  })
}
