import { type CaipNetworkId, CHAIN_DATA_ROUTES, routeUrl } from '@foyer/protocol'
import type { ApiClient } from './createApiClient'

/**
 * The Foyer server's JSON-RPC proxy for one network (docs/product.md: a wallet RPC service with chainId
 * and projectId query params): `POST {apiUrl}/v1?chainId=eip155:1&projectId=…&st=…&sv=…`.
 */
export function proxyRpcUrl(api: ApiClient, chainId: CaipNetworkId): string {
  return api.url(routeUrl(CHAIN_DATA_ROUTES.rpcProxy), { chainId })
}
