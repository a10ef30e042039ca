import {
  type BalanceResponse,
  balanceResponseSchema,
  type CaipNetworkId,
  CHAIN_DATA_ROUTES,
  type FiatCurrency,
  type HistoryResponse,
  historyResponseSchema,
  type IdentityResponse,
  identityResponseSchema,
  type NftsResponse,
  nftsResponseSchema,
  routeUrl,
  type SupportedChainsResponse,
  supportedChainsResponseSchema,
} from '@foyer/protocol'
import type { ApiClient, QueryParams } from '../api/createApiClient'

export type ChainDataApi = {
  supportedChains(): Promise<SupportedChainsResponse>
  balances(
    address: string,
    params: { chainId: CaipNetworkId; currency: FiatCurrency; forceUpdate?: boolean },
  ): Promise<BalanceResponse>
  history(
    address: string,
    params: { chainId: CaipNetworkId; cursor?: string },
  ): Promise<HistoryResponse>
  nfts(address: string, params: { chainId: CaipNetworkId; cursor?: string }): Promise<NftsResponse>
  identity(address: string): Promise<IdentityResponse>
}

/**
 * The blockchain data API of the Foyer server (docs/product.md; paths from CHAIN_DATA_ROUTES): every answer is checked against the
 * protocol's schema, so a malformed one fails like a failed request instead of reaching a view.
 */
export function createChainDataApi(api: ApiClient): ChainDataApi {
  async function get<T>(schema: { parse(value: unknown): T }, path: string, params?: QueryParams) {
    return schema.parse(await api.get(path, params))
  }
  const routes = CHAIN_DATA_ROUTES
  return {
    supportedChains: () => get(supportedChainsResponseSchema, routeUrl(routes.supportedChains)),
    balances: (address, { chainId, currency, forceUpdate }) =>
      get(balanceResponseSchema, routeUrl(routes.balance, { address }), {
        currency,
        chainId,
        forceUpdate: forceUpdate || undefined,
      }),
    history: (address, { chainId, cursor }) =>
      get(historyResponseSchema, routeUrl(routes.history, { address }), { chainId, cursor }),
    nfts: (address, { chainId, cursor }) =>
      get(nftsResponseSchema, routeUrl(routes.nfts, { address }), { chainId, cursor }),
    identity: (address) => get(identityResponseSchema, routeUrl(routes.identity, { address })),
  }
}
