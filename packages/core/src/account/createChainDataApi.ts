import {
  type BalanceResponse,
  balanceResponseSchema,
  type CaipNetworkId,
  type FiatCurrency,
  type HistoryResponse,
  historyResponseSchema,
  type IdentityResponse,
  identityResponseSchema,
  type NftsResponse,
  nftsResponseSchema,
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
 * The blockchain data API of the Foyer server (spec §7): every answer is checked against the
 * protocol's schema, so a malformed one fails like a failed request instead of reaching a view.
 */
export function createChainDataApi(api: ApiClient): ChainDataApi {
  async function get<T>(schema: { parse(value: unknown): T }, path: string, params?: QueryParams) {
    return schema.parse(await api.get(path, params))
  }
  const account = (address: string, what: string) =>
    `/v1/account/${encodeURIComponent(address)}/${what}`
  return {
    supportedChains: () => get(supportedChainsResponseSchema, '/v1/supported-chains'),
    balances: (address, { chainId, currency, forceUpdate }) =>
      get(balanceResponseSchema, account(address, 'balance'), {
        currency,
        chainId,
        forceUpdate: forceUpdate || undefined,
      }),
    history: (address, { chainId, cursor }) =>
      get(historyResponseSchema, account(address, 'history'), { chainId, cursor }),
    nfts: (address, { chainId, cursor }) =>
      get(nftsResponseSchema, account(address, 'nfts'), { chainId, cursor }),
    identity: (address) =>
      get(identityResponseSchema, `/v1/identity/${encodeURIComponent(address)}`),
  }
}
