import {
  type CaipNetworkId,
  CONVERT_ROUTES,
  routeUrl,
  type SwapAllowanceResponse,
  type SwapApproveResponse,
  type SwapBuildResponse,
  type SwapGasPriceResponse,
  type SwapQuote,
  type SwapTokensResponse,
  swapAllowanceResponseSchema,
  swapApproveResponseSchema,
  swapBuildResponseSchema,
  swapGasPriceResponseSchema,
  swapQuoteResponseSchema,
  swapTokensResponseSchema,
} from '@foyer/protocol'
import type { Address } from 'viem'
import type { ApiClient, QueryParams } from '../api/createApiClient'

/** What to swap: `amount` (smallest units) of `from` into `to`, on `chainId`. */
export type ConvertRequest = {
  chainId: CaipNetworkId
  from: Address
  to: Address
  amount: bigint
}

/** The provider and market a quote named (`provider`, `source`): its approve and swap go there too. */
export type SwapRouteChoice = { provider?: string | undefined; source?: string | undefined }

export type ConvertApi = {
  tokens(chainId: CaipNetworkId): Promise<SwapTokensResponse>
  quote(request: ConvertRequest & { userAddress?: Address }): Promise<SwapQuote>
  allowance(
    params: {
      chainId: CaipNetworkId
      tokenAddress: Address
      userAddress: Address
    } & SwapRouteChoice,
  ): Promise<SwapAllowanceResponse>
  /** The gas price in wei; null when the API's node failed (the product's fallback). */
  gasPrice(chainId: CaipNetworkId): Promise<SwapGasPriceResponse>
  buildApprove(
    params: { chainId: CaipNetworkId; tokenAddress: Address; amount: bigint } & SwapRouteChoice,
  ): Promise<SwapApproveResponse>
  /** The swap for `userAddress` with its slippage bound (`slippage` in percent). */
  buildTransaction(
    request: ConvertRequest & { userAddress: Address; slippage: number } & SwapRouteChoice,
  ): Promise<SwapBuildResponse>
}

/**
 * The swap API of the Foyer server (docs/product.md#swap; paths from CONVERT_ROUTES): every
 * answer is checked against the protocol's schema, so a malformed one fails like a failed
 * request instead of reaching a view.
 */
export function createConvertApi(api: ApiClient): ConvertApi {
  const routes = CONVERT_ROUTES
  async function get<T>(schema: { parse(value: unknown): T }, path: string, params: QueryParams) {
    return schema.parse(await api.get(path, params))
  }
  return {
    tokens: (chainId) => get(swapTokensResponseSchema, routeUrl(routes.tokens), { chainId }),
    quote: async ({ chainId, from, to, amount, userAddress }) =>
      (
        await get(swapQuoteResponseSchema, routeUrl(routes.quotes), {
          chainId,
          from,
          to,
          amount: amount.toString(),
          userAddress,
        })
      ).quote,
    allowance: ({ chainId, tokenAddress, userAddress, provider, source }) =>
      get(swapAllowanceResponseSchema, routeUrl(routes.allowance), {
        chainId,
        tokenAddress,
        userAddress,
        provider,
        source,
      }),
    gasPrice: (chainId) => get(swapGasPriceResponseSchema, routeUrl(routes.gasPrice), { chainId }),
    buildApprove: ({ chainId, tokenAddress, amount, provider, source }) =>
      get(swapApproveResponseSchema, routeUrl(routes.buildApprove), {
        chainId,
        tokenAddress,
        amount: amount.toString(),
        provider,
        source,
      }),
    buildTransaction: async ({
      chainId,
      from,
      to,
      amount,
      userAddress,
      slippage,
      provider,
      source,
    }) =>
      swapBuildResponseSchema.parse(
        await api.post(routeUrl(routes.buildTransaction), {
          chainId,
          from,
          to,
          amount: amount.toString(),
          userAddress,
          slippage,
          provider,
          source,
        }),
      ),
  }
}
