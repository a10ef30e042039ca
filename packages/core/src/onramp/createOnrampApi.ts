import {
  type CaipNetworkId,
  CHAIN_DATA_ROUTES,
  type HistoryResponse,
  historyResponseSchema,
  ONRAMP_ROUTES,
  type OnrampOptionsResponse,
  type OnrampQuoteRequest,
  type OnrampQuoteResponse,
  type OnrampUrlRequest,
  type OnrampUrlResponse,
  onrampOptionsResponseSchema,
  onrampQuoteResponseSchema,
  onrampUrlResponseSchema,
  routeUrl,
  TIMEZONE_QUERY_PARAM,
} from '@foyer/protocol'
import type { ApiClient } from '../api/createApiClient'
import { visitorTimezone } from './visitorTimezone'

export type OnrampApi = {
  /** `GET /v1/onramp/options`: the providers, their fees, payment methods, limits and tokens. */
  options(): Promise<OnrampOptionsResponse>
  /** `POST /v1/onramp/quote`: what an amount buys (`estimate: true` for the mocked quote). */
  quote(request: OnrampQuoteRequest): Promise<OnrampQuoteResponse>
  /** `POST /v1/generators/onrampurl`: the provider's page to pay on. */
  url(request: OnrampUrlRequest): Promise<OnrampUrlResponse>
  /** `GET /v1/account/{address}/history?onramp=true`: the address's purchases, newest first. */
  purchases(
    address: string,
    params: { chainId: CaipNetworkId; cursor?: string },
  ): Promise<HistoryResponse>
}

/**
 * The on-ramp API of the Foyer server (docs/product.md#buy; paths from ONRAMP_ROUTES): every
 * answer is checked against the protocol's schema, and every on-ramp route is told the visitor's
 * timezone (`?tz=`), which the operator may restrict.
 */
export function createOnrampApi(
  api: ApiClient,
  timezone: string | undefined = visitorTimezone(),
): OnrampApi {
  const tz = { [TIMEZONE_QUERY_PARAM]: timezone }
  return {
    options: async () =>
      onrampOptionsResponseSchema.parse(await api.get(routeUrl(ONRAMP_ROUTES.options), tz)),
    quote: async (request) =>
      onrampQuoteResponseSchema.parse(await api.post(routeUrl(ONRAMP_ROUTES.quote), request, tz)),
    url: async (request) =>
      onrampUrlResponseSchema.parse(await api.post(routeUrl(ONRAMP_ROUTES.url), request, tz)),
    purchases: async (address, { chainId, cursor }) =>
      historyResponseSchema.parse(
        await api.get(routeUrl(CHAIN_DATA_ROUTES.history, { address }), {
          chainId,
          cursor,
          onramp: 'true',
        }),
      ),
  }
}
