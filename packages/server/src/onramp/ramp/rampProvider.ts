import type { OnrampChainName, OnrampToken } from '@foyer/protocol'
import type { OnrampProvider } from '../onrampProvider'
import { realOnrampProvider } from '../realOnrampProvider'

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
  return realOnrampProvider({
    id: 'ramp',
    name: 'Ramp Network',
    sandbox: false,
    codeOf,
    widgetUrl: (request, asset) => {
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
      return `https://app.ramp.network/?${query}`
    },
  })
}
