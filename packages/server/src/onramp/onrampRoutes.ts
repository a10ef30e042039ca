import {
  ONRAMP_ROUTES,
  type OnrampOptionsResponse,
  type OnrampProviderOptions,
  type OnrampQuoteRequest,
  type OnrampQuoteResponse,
  type OnrampUrlResponse,
  onrampQuoteRequestSchema,
  onrampUrlRequestSchema,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { parseBody } from '../auth/parseBody'
import type { ChainRegistry } from '../chain/chainRegistry'
import type { PriceSource } from '../chain/prices/priceSource'
import { ApiError } from '../http/apiError'
import { requestProject } from '../http/requestProject'
import { route } from '../http/route'
import { checkOnrampLimits } from './checkOnrampLimits'
import { checkTimezone } from './checkTimezone'
import { findOnrampToken } from './findOnrampToken'
import { mockQuote } from './mockQuote'
import type { OnrampProvider } from './onrampProvider'
import { SAMPLE_ONRAMP_OPTIONS } from './sampleOptions'

export interface OnrampRoutesDeps {
  /** The providers that can serve (a provider without its keys is not here), in order. */
  providers: readonly OnrampProvider[]
  /** The mocked quote's prices, where the API serves the network. */
  registry: ChainRegistry
  prices: PriceSource
  /** ONRAMP_RESTRICTED_TIMEZONES (empty: off). */
  restrictedTimezones: readonly string[]
}

/**
 * `GET /v1/onramp/options`, `POST /v1/onramp/quote`, `POST /v1/generators/onrampurl`
 * (docs/product.md#buy). Every route first refuses a restricted `?tz=` (checkTimezone); the
 * quote and the URL then refuse an amount outside the limits before any provider is asked. The
 * spec's fallbacks: options answer the built-in sample list (`sample: true`) when no provider
 * answers; a quote from a provider that cannot quote is the mocked quote (`estimate: true`).
 */
export function onrampRoutes(app: FastifyInstance, deps: OnrampRoutesDeps) {
  /** Each provider's options, or undefined for one that did not answer. */
  const allOptions = async () =>
    Promise.all(
      deps.providers.map(async (provider) => {
        try {
          return { provider, options: await provider.options() }
        } catch {
          return { provider, options: undefined }
        }
      }),
    )

  /**
   * The provider asked for (400 if it cannot serve), else the first that sells the token on the
   * network; with its options. Undefined when no provider is configured at all.
   */
  const choose = async (
    request: Pick<OnrampQuoteRequest, 'provider' | 'network' | 'token'>,
  ): Promise<{ provider: OnrampProvider; options: OnrampProviderOptions } | undefined> => {
    const answered = (await allOptions()).filter(
      (entry): entry is { provider: OnrampProvider; options: OnrampProviderOptions } =>
        entry.options !== undefined,
    )
    const candidates = request.provider
      ? answered.filter((entry) => entry.provider.id === request.provider)
      : answered
    const found = candidates.find((entry) =>
      findOnrampToken(entry.options, request.network, request.token),
    )
    if (found) return found
    if (deps.providers.length === 0 && !request.provider) return undefined
    if (candidates.length > 0) {
      throw new ApiError(400, 'ONRAMP_TOKEN_UNAVAILABLE', { params: { token: request.token } })
    }
    throw new ApiError(400, 'ONRAMP_PROVIDER_UNAVAILABLE', {
      ...(request.provider
        ? { details: `no provider ${JSON.stringify(request.provider)} serves` }
        : {}),
    })
  }

  /** The price the API's own source gives the token, when it serves the network. */
  const knownPrice = async (request: OnrampQuoteRequest, address: string) => {
    const chainId = /^eip155:(\d{1,15})$/.exec(request.network)?.[1]
    const chain = chainId === undefined ? undefined : await deps.registry.get(Number(chainId))
    if (!chain) return undefined
    const asset = address === 'native' ? 'native' : (address.toLowerCase() as `0x${string}`)
    try {
      const prices = await deps.prices.prices(
        chain,
        [asset],
        request.fiatCurrency.toLowerCase() as 'usd' | 'eur',
      )
      return prices.get(asset)
    } catch {
      return undefined
    }
  }

  route(app, ONRAMP_ROUTES.options, async (request): Promise<OnrampOptionsResponse> => {
    checkTimezone(request.query, deps.restrictedTimezones)
    const providers = (await allOptions()).flatMap((entry) =>
      entry.options ? [entry.options] : [],
    )
    return providers.length > 0
      ? { providers, sample: false }
      : { providers: [...SAMPLE_ONRAMP_OPTIONS], sample: true }
  })

  route(app, ONRAMP_ROUTES.quote, async (request): Promise<OnrampQuoteResponse> => {
    checkTimezone(request.query, deps.restrictedTimezones)
    const body = parseBody(onrampQuoteRequestSchema, request.body)
    checkOnrampLimits(body)
    const chosen = await choose(body)
    const options = chosen?.options ?? SAMPLE_ONRAMP_OPTIONS[0]
    const provider = chosen?.provider
    if (provider?.quote) {
      try {
        return await provider.quote(body)
      } catch (error) {
        // A refusal of this purchase stands; a provider that could not answer gets the mock.
        if (error instanceof ApiError && error.statusCode < 500) throw error
        request.log.warn({ provider: provider.id, err: error }, 'on-ramp quote: provider failed')
      }
    }
    const token = options ? findOnrampToken(options, body.network, body.token) : undefined
    const quote =
      token && options
        ? mockQuote(body, {
            provider: options.id,
            token,
            feePercent: options.feeRange[1],
            price: await knownPrice(body, token.address),
          })
        : undefined
    if (!quote) {
      throw new ApiError(400, 'ONRAMP_TOKEN_UNAVAILABLE', { params: { token: body.token } })
    }
    return quote
  })

  route(app, ONRAMP_ROUTES.url, async (request): Promise<OnrampUrlResponse> => {
    checkTimezone(request.query, deps.restrictedTimezones)
    const body = parseBody(onrampUrlRequestSchema, request.body)
    checkOnrampLimits(body)
    const chosen = await choose(body)
    // The sample list has no page to pay on.
    if (!chosen) throw new ApiError(400, 'ONRAMP_PROVIDER_UNAVAILABLE')
    return chosen.provider.widgetUrl(body, { projectId: requestProject(request).id })
  })
}
