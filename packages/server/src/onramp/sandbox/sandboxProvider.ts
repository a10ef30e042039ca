import { randomBytes } from 'node:crypto'
import {
  ONRAMP_FIAT_CURRENCIES,
  ONRAMP_SANDBOX_ROUTES,
  type OnrampProviderOptions,
  type OnrampQuoteRequest,
  type OnrampQuoteResponse,
  type OnrampToken,
  onrampChainName,
  routeUrl,
} from '@foyer/protocol'
import type { ChainRegistry, RegisteredChain } from '../../chain/chainRegistry'
import type { PriceSource } from '../../chain/prices/priceSource'
import { ApiError } from '../../http/apiError'
import type { Database } from '../../store/database'
import { findOnrampToken } from '../findOnrampToken'
import type { OnrampProvider } from '../onrampProvider'
import { createOnrampPurchase } from '../onrampPurchases'
import { quoteAmounts } from '../onrampQuoteMath'
import { onrampPaymentMethods } from '../sampleOptions'

export const SANDBOX_PROVIDER_ID = 'foyer-sandbox'

/** The sandbox's fee: card 2 %, bank 1 % (the product's range, 1 to 2 %). */
export const SANDBOX_FEE_PERCENT = { card: 2, bank: 1 } as const

export interface SandboxProviderDeps {
  db: Database
  registry: ChainRegistry
  prices: PriceSource
  /** Where the payment page is: `<publicApiUrl>/onramp/sandbox/<purchase id>`. */
  publicApiUrl: string
  now: () => Date
}

/**
 * The sandbox on-ramp: sells each served chain's coin and tokens at the price source's price (on
 * the dev chains, the FoyerPriceOracle's), and its widget is a page of this API standing in for
 * a card or bank payment (sandboxRoutes.ts). Generating its URL records the purchase as pending;
 * the page's test payment then delivers the tokens with a real transfer.
 */
export function sandboxProvider(deps: SandboxProviderDeps): OnrampProvider {
  const tokensOf = (chain: RegisteredChain): OnrampToken[] => [
    { ...chain.nativeCurrency, address: 'native' },
    ...chain.tokens.map((token) => ({
      symbol: token.symbol,
      name: token.name,
      address: token.address,
      decimals: token.decimals,
    })),
  ]
  const options = async (): Promise<OnrampProviderOptions> => ({
    id: SANDBOX_PROVIDER_ID,
    name: 'Foyer sandbox',
    feeRange: [SANDBOX_FEE_PERCENT.bank, SANDBOX_FEE_PERCENT.card],
    sandbox: true,
    paymentMethods: onrampPaymentMethods(),
    fiatCurrencies: [...ONRAMP_FIAT_CURRENCIES],
    networks: (await deps.registry.list()).map((chain) => {
      const chainName = onrampChainName(chain.caipNetworkId)
      return {
        network: chain.caipNetworkId,
        name: chain.name,
        ...(chainName ? { chainName } : {}),
        tokens: tokensOf(chain),
      }
    }),
  })

  /** The quote at the price source's price; undefined when it has none for the token. */
  const quote = async (
    request: OnrampQuoteRequest,
  ): Promise<{ response: OnrampQuoteResponse; chain: RegisteredChain } | undefined> => {
    const chainId = /^eip155:(\d{1,15})$/.exec(request.network)?.[1]
    const chain = chainId === undefined ? undefined : await deps.registry.get(Number(chainId))
    const token = chain
      ? findOnrampToken(await options(), request.network, request.token)
      : undefined
    if (!chain || !token) {
      throw new ApiError(400, 'ONRAMP_TOKEN_UNAVAILABLE', { params: { token: request.token } })
    }
    const asset =
      token.address === 'native' ? 'native' : (token.address.toLowerCase() as `0x${string}`)
    // A price source that fails is no price: the route answers the mocked quote instead.
    const price = await deps.prices
      .prices(chain, [asset], request.fiatCurrency.toLowerCase() as 'usd' | 'eur')
      .then((prices) => prices.get(asset))
      .catch(() => undefined)
    if (price === undefined || !(price > 0)) return undefined
    const amounts = quoteAmounts({
      fiatAmount: request.fiatAmount,
      price,
      decimals: token.decimals,
      feePercent: SANDBOX_FEE_PERCENT[request.paymentMethod],
    })
    return {
      chain,
      response: {
        provider: SANDBOX_PROVIDER_ID,
        fiatAmount: request.fiatAmount,
        fiatCurrency: request.fiatCurrency,
        paymentMethod: request.paymentMethod,
        network: request.network,
        token,
        cryptoAmount: amounts.cryptoAmount,
        price: amounts.price,
        fees: amounts.fees,
        estimate: false,
      },
    }
  }

  return {
    id: SANDBOX_PROVIDER_ID,
    name: 'Foyer sandbox',
    feeRange: [SANDBOX_FEE_PERCENT.bank, SANDBOX_FEE_PERCENT.card],
    options,
    quote: async (request) => {
      const quoted = await quote(request)
      if (!quoted) throw new ApiError(503, 'ONRAMP_PROVIDER_UNAVAILABLE', { details: 'no price' })
      return quoted.response
    },
    widgetUrl: async (request, { projectId }) => {
      const quoted = await quote(request)
      // No purchase at an invented price: the sandbox delivers only what it could quote.
      if (!quoted) {
        throw new ApiError(503, 'ONRAMP_PROVIDER_UNAVAILABLE', {
          details: `no price for ${request.token} now`,
        })
      }
      // The page's URL is the purchase's only key: 144 random bits.
      const id = randomBytes(18).toString('base64url')
      await createOnrampPurchase(
        deps.db,
        {
          id,
          projectId,
          address: request.address,
          chainId: quoted.chain.chainId,
          token: quoted.response.token,
          fiatAmount: quoted.response.fiatAmount,
          fiatCurrency: request.fiatCurrency,
          paymentMethod: request.paymentMethod,
          cryptoAmount: quoted.response.cryptoAmount,
          provider: SANDBOX_PROVIDER_ID,
          redirectUrl: request.redirectUrl,
        },
        deps.now(),
      )
      const path = routeUrl(ONRAMP_SANDBOX_ROUTES.page, { purchaseId: id })
      return { url: `${deps.publicApiUrl}${path}`, provider: SANDBOX_PROVIDER_ID, purchaseId: id }
    },
  }
}
