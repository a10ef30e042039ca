import {
  ONRAMP_FIAT_CURRENCIES,
  type OnrampChainName,
  type OnrampProviderOptions,
  type OnrampToken,
  onrampChainName,
} from '@foyer/protocol'
import { ApiError } from '../../http/apiError'
import { findOnrampToken } from '../findOnrampToken'
import type { OnrampProvider } from '../onrampProvider'
import { realProviderNetworks } from '../realProviderNetworks'
import { onrampPaymentMethods } from '../sampleOptions'

/** Ramp's chain prefixes of `swapAsset` (`<CHAIN>_<SYMBOL>`, https://docs.ramp.network/configuration). */
const CHAIN_PREFIXES: Partial<Record<OnrampChainName, string>> = {
  ethereum: 'ETH',
  base: 'BASE',
  arbitrum: 'ARBITRUM',
  optimism: 'OPTIMISM',
  polygon: 'MATIC',
  'avalanche-c-chain': 'AVAX',
  celo: 'CELO',
}

const codeOf = (chain: OnrampChainName, token: OnrampToken) => {
  const prefix = CHAIN_PREFIXES[chain]
  return prefix ? `${prefix}_${token.symbol}` : undefined
}

/** Ramp's `paymentMethodType` for ours. */
const PAYMENT_METHODS = { card: 'CARD_PAYMENT', bank: 'MANUAL_BANK_TRANSFER' } as const

/**
 * Ramp Network, from the operator's host API key (RAMP_HOST_API_KEY): the hosted widget's URL
 * with its documented configuration parameters (https://docs.ramp.network/configuration:
 * `hostApiKey`, `hostAppName`, `swapAsset`, `fiatCurrency`, `fiatValue`, `userAddress`,
 * `paymentMethodType`, `finalUrl`, `defaultFlow`). Ramp signs nothing in the URL: the host API
 * key is public, as the docs say. No quote of its own from here (the mocked quote stands in).
 */
export function rampProvider({ hostApiKey }: { hostApiKey: string }): OnrampProvider {
  const options: OnrampProviderOptions = {
    id: 'ramp',
    name: 'Ramp Network',
    feeRange: [1, 2],
    sandbox: false,
    paymentMethods: onrampPaymentMethods(),
    fiatCurrencies: [...ONRAMP_FIAT_CURRENCIES],
    networks: realProviderNetworks(codeOf),
  }
  return {
    id: options.id,
    name: options.name,
    feeRange: options.feeRange,
    options: async () => options,
    widgetUrl: async (request) => {
      const token = findOnrampToken(options, request.network, request.token)
      const chain = onrampChainName(request.network)
      const asset = token && chain ? codeOf(chain, token) : undefined
      if (!asset) {
        throw new ApiError(400, 'ONRAMP_TOKEN_UNAVAILABLE', { params: { token: request.token } })
      }
      const query = new URLSearchParams({
        hostApiKey,
        hostAppName: 'Foyer',
        defaultFlow: 'ONRAMP',
        swapAsset: asset,
        fiatCurrency: request.fiatCurrency,
        fiatValue: request.fiatAmount,
        userAddress: request.address,
        paymentMethodType: PAYMENT_METHODS[request.paymentMethod],
      })
      if (request.redirectUrl) query.set('finalUrl', request.redirectUrl)
      return { url: `https://app.ramp.network/?${query}`, provider: options.id }
    },
  }
}
