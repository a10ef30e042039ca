import {
  ONRAMP_FIAT_CURRENCIES,
  type OnrampChainName,
  type OnrampProviderOptions,
  type OnrampToken,
  type OnrampUrlRequest,
  onrampChainName,
} from '@foyer/protocol'
import { ApiError } from '../http/apiError'
import { findOnrampToken } from './findOnrampToken'
import type { OnrampProvider } from './onrampProvider'
import { realProviderNetworks } from './realProviderNetworks'
import { onrampPaymentMethods } from './sampleOptions'

/** What tells one real provider adapter (MoonPay, Ramp…) from another. */
export interface RealOnrampProviderSpec {
  id: string
  name: string
  /** Whether the operator's key opens the provider's sandbox. */
  sandbox: boolean
  /** The provider's own code for `token` on `chain`; undefined where it does not sell it. */
  codeOf: (chain: OnrampChainName, token: OnrampToken) => string | undefined
  /** The provider's widget URL for `request`, buying the token the provider calls `code`. */
  widgetUrl: (request: OnrampUrlRequest, code: string) => string
}

/**
 * A real provider adapter: a 1–2 % fee (docs/product.md#buy), cards and bank transfers in USD and
 * EUR, on the Coinbase-style chains where `codeOf` has a code (realProviderNetworks); its widget
 * URL for a token it sells there, else 400 ONRAMP_TOKEN_UNAVAILABLE. No quote of its own from
 * here (the product's mocked quote stands in).
 */
export function realOnrampProvider(spec: RealOnrampProviderSpec): OnrampProvider {
  const options: OnrampProviderOptions = {
    id: spec.id,
    name: spec.name,
    feeRange: [1, 2],
    sandbox: spec.sandbox,
    paymentMethods: onrampPaymentMethods(),
    fiatCurrencies: [...ONRAMP_FIAT_CURRENCIES],
    networks: realProviderNetworks(spec.codeOf),
  }
  return {
    id: options.id,
    name: options.name,
    feeRange: options.feeRange,
    options: async () => options,
    widgetUrl: async (request) => {
      const token = findOnrampToken(options, request.network, request.token)
      const chain = onrampChainName(request.network)
      const code = token && chain ? spec.codeOf(chain, token) : undefined
      if (!code) {
        throw new ApiError(400, 'ONRAMP_TOKEN_UNAVAILABLE', { params: { token: request.token } })
      }
      return { url: spec.widgetUrl(request, code), provider: options.id }
    },
  }
}
