import {
  CONVERT_ROUTES,
  DEFAULT_SWAP_SLIPPAGE,
  SWAP_SUGGESTED_COUNT,
  type SwapGasPriceResponse,
  type SwapTokensResponse,
  swapAllowanceQuerySchema,
  swapApproveQuerySchema,
  swapBuildRequestSchema,
  swapGasPriceQuerySchema,
  swapQuoteQuerySchema,
  swapTokensQuerySchema,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { parseBody } from '../auth/parseBody'
import type { ChainClients } from '../chain/chainClients'
import type { ChainRegistry } from '../chain/chainRegistry'
import { tokenIconUrl } from '../chain/tokenIconUrl'
import { parseSdkParams } from '../http/parseSdkParams'
import { route } from '../http/route'
import { checkTimezone } from '../onramp/checkTimezone'
import { allSwapTokens, bestQuote, providerById } from './chooseSwapProvider'
import { requireSwapChain } from './requireSwapChain'
import type { SwapProviders } from './swapProvider'

/** `?chainId=` when given once, else '' (which requireChain answers as missing). */
const queryChainId = (query: Record<string, unknown>): string =>
  typeof query.chainId === 'string' ? query.chainId : ''

export interface SwapRoutesDeps {
  registry: ChainRegistry
  clients: ChainClients
  providers: SwapProviders
  publicApiUrl: string
  /** ONRAMP_RESTRICTED_TIMEZONES (empty: off): a listed `?tz=` is refused, as on the on-ramp. */
  restrictedTimezones: readonly string[]
}

/**
 * The swap API (docs/product.md#swap), `/v1/convert/*` on `?chainId=eip155:N` (the body's
 * `chainId` for build-transaction): tokens from every provider of the chain, the quote that buys
 * the most (chooseSwapProvider.ts, naming its `provider`), and the allowance, approve and swap
 * from the provider the request names (the quote's), else the chain's first. Bad input is a
 * 400 (INVALID_PARAMS naming the field, or a SWAP_ code), a network without a provider the spec's
 * 'Network not supported for Swaps' (or 'for Gas Price'), a node that fails a 502. With
 * restricted timezones switched on, every route first refuses a listed `?tz=` (403
 * SWAP_RESTRICTED_REGION).
 */
export function swapRoutes(app: FastifyInstance, deps: SwapRoutesDeps) {
  const { registry, providers } = deps
  const refuseRestricted = (query: unknown) =>
    checkTimezone(query, deps.restrictedTimezones, 'SWAP_RESTRICTED_REGION')
  const swapChain = (chainId: string) => requireSwapChain(registry, providers, chainId)

  route(app, CONVERT_ROUTES.tokens, async (request): Promise<SwapTokensResponse> => {
    refuseRestricted(request.query)
    const { chainId } = parseBody(swapTokensQuerySchema, request.query)
    const { providers: served } = await swapChain(chainId)
    const sdk = parseSdkParams(request.query)
    const tokens = (await allSwapTokens(served)).map((token) => {
      const logoUri = tokenIconUrl(deps.publicApiUrl, token.symbol, sdk)
      return logoUri ? { ...token, logoUri } : token
    })
    // The spec leaves both lists open: the native coin and the operator's first tokens are
    // suggested; every token the provider swaps here is popular.
    const addresses = tokens.map((token) => token.address)
    return { tokens, suggested: addresses.slice(0, SWAP_SUGGESTED_COUNT), popular: addresses }
  })

  route(app, CONVERT_ROUTES.quotes, async (request) => {
    refuseRestricted(request.query)
    const { chainId, from, to, amount, userAddress, source } = parseBody(
      swapQuoteQuerySchema,
      request.query,
    )
    const { providers: served } = await swapChain(chainId)
    const quote = await bestQuote(served, {
      from,
      to,
      amount: BigInt(amount),
      ...(userAddress ? { userAddress } : {}),
      ...(source ? { source } : {}),
    })
    return { quote }
  })

  route(app, CONVERT_ROUTES.allowance, async (request) => {
    refuseRestricted(request.query)
    const { chainId, tokenAddress, userAddress, provider, source } = parseBody(
      swapAllowanceQuerySchema,
      request.query,
    )
    const { providers: served } = await swapChain(chainId)
    return providerById(served, provider).allowance(tokenAddress, userAddress, source)
  })

  route(app, CONVERT_ROUTES.gasPrice, async (request): Promise<SwapGasPriceResponse> => {
    refuseRestricted(request.query)
    const { chainId } = parseBody(swapGasPriceQuerySchema, request.query)
    const { chain } = await requireSwapChain(
      registry,
      providers,
      chainId,
      'GAS_PRICE_NETWORK_UNSUPPORTED',
    )
    try {
      return { gasPrice: (await deps.clients(chain).getGasPrice()).toString() }
    } catch (error) {
      // The spec's fallback: a gas price failure gives null.
      request.log.warn({ err: error, chainId: chain.chainId }, 'gas price unavailable')
      return null
    }
  })

  route(app, CONVERT_ROUTES.buildApprove, async (request) => {
    refuseRestricted(request.query)
    const { chainId, tokenAddress, amount, provider, source } = parseBody(
      swapApproveQuerySchema,
      request.query,
    )
    const { providers: served } = await swapChain(chainId)
    return providerById(served, provider).buildApprove(tokenAddress, BigInt(amount), source)
  })

  route(app, CONVERT_ROUTES.buildTransaction, async (request) => {
    refuseRestricted(request.query)
    const { chainId, from, to, amount, userAddress, slippage, provider, source } = parseBody(
      swapBuildRequestSchema,
      request.body,
    )
    const { providers: served } = await swapChain(chainId ?? queryChainId(request.query))
    return providerById(served, provider).buildTransaction({
      from,
      to,
      amount: BigInt(amount),
      userAddress,
      slippage: slippage ?? DEFAULT_SWAP_SLIPPAGE,
      ...(source ? { source } : {}),
    })
  })
}
