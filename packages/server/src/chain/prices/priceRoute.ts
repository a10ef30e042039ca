import {
  CHAIN_DATA_ROUTES,
  type FungiblePrice,
  type PriceResponse,
  priceRequestSchema,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { errorMessage } from '../../health/errorMessage'
import { ApiError } from '../../http/apiError'
import { parseSdkParams } from '../../http/parseSdkParams'
import { route } from '../../http/route'
import type { ChainRegistry, RegisteredChain } from '../chainRegistry'
import { tokenIconUrl } from '../tokenIconUrl'
import type { PricedAsset, PriceSource } from './priceSource'
import { type KnownAsset, resolvePricedAsset } from './resolvePricedAsset'

export interface PriceRouteDeps {
  registry: ChainRegistry
  priceSource: PriceSource
  publicApiUrl: string
}

/**
 * `POST /v1/fungible/price { currency, addresses }` (docs/product.md) → `{ fungibles }`: the price of
 * each CAIP-10 asset (`eip155:31337:0x…` or `eip155:31337:native`) in request order. Assets this
 * API does not know, and assets without a price, are left out. One price-source call per chain.
 * A bad body is a 400 INVALID_PARAMS with the schema's message; a failing price source a 502
 * PRICE_UNAVAILABLE.
 */
export function priceRoute(
  app: FastifyInstance,
  { registry, priceSource, publicApiUrl }: PriceRouteDeps,
): void {
  route(app, CHAIN_DATA_ROUTES.price, async (request): Promise<PriceResponse> => {
    const parsed = priceRequestSchema.safeParse(request.body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const path = issue?.path.map(String).join('.') ?? ''
      const message = issue?.message ?? 'invalid body'
      throw new ApiError(400, 'INVALID_PARAMS', path === '' ? message : `${path}: ${message}`)
    }
    const { currency, addresses } = parsed.data
    const chains = await registry.list()
    const wanted = addresses.map((address) => ({
      address,
      known: resolvePricedAsset(chains, address),
    }))
    const byChain = new Map<RegisteredChain, Set<PricedAsset>>()
    for (const { known } of wanted) {
      if (known) byChain.set(known.chain, (byChain.get(known.chain) ?? new Set()).add(known.asset))
    }
    const prices = new Map(
      await Promise.all(
        [...byChain].map(async ([chain, assets]) => {
          try {
            return [chain, await priceSource.prices(chain, [...assets], currency)] as const
          } catch (error) {
            throw new ApiError(
              502,
              'PRICE_UNAVAILABLE',
              `Cannot read prices on ${chain.caipNetworkId}: ${errorMessage(error)}`,
            )
          }
        }),
      ),
    )
    const sdk = parseSdkParams(request.query)
    const priced = (address: string, known: KnownAsset): FungiblePrice[] => {
      const price = prices.get(known.chain)?.get(known.asset)
      if (price === undefined) return []
      const { name, symbol } = known
      return [{ address, name, symbol, iconUrl: tokenIconUrl(publicApiUrl, symbol, sdk), price }]
    }
    return {
      fungibles: wanted.flatMap(({ address, known }) => (known ? priced(address, known) : [])),
    }
  })
}
