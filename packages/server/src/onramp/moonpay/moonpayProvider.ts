import type { OnrampChainName, OnrampToken } from '@foyer/protocol'
import type { OnrampProvider } from '../onrampProvider'
import { realOnrampProvider } from '../realOnrampProvider'
import { signMoonpayUrl } from './signMoonpayUrl'

/**
 * MoonPay's currency codes (https://dev.moonpay.com/docs/ramps-sdk-buy-params: `currencyCode`,
 * lowercase; a chain other than Ethereum is a suffix) for the coins and USDC of our chain list.
 */
const CURRENCY_CODES: Partial<Record<OnrampChainName, Record<string, string>>> = {
  ethereum: { ETH: 'eth', USDC: 'usdc' },
  base: { ETH: 'eth_base', USDC: 'usdc_base' },
  arbitrum: { ETH: 'eth_arbitrum', USDC: 'usdc_arbitrum' },
  optimism: { ETH: 'eth_optimism', USDC: 'usdc_optimism' },
  polygon: { POL: 'pol_polygon', USDC: 'usdc_polygon' },
  'avalanche-c-chain': { AVAX: 'avax_cchain' },
  celo: { CELO: 'celo' },
}

const codeOf = (chain: OnrampChainName, token: OnrampToken) => CURRENCY_CODES[chain]?.[token.symbol]

/** MoonPay's `paymentMethod` for ours: cards, and the bank transfer of the currency's region. */
const PAYMENT_METHODS = {
  card: { USD: 'credit_debit_card', EUR: 'credit_debit_card' },
  bank: { USD: 'ach_bank_transfer', EUR: 'sepa_bank_transfer' },
} as const

export interface MoonpayKeys {
  apiKey: string
  secretKey: string
}

/**
 * MoonPay, from the operator's keys (MOONPAY_API_KEY, MOONPAY_SECRET_KEY): its buy widget's URL
 * with the purchase filled in and signed with the secret key; a test key (`pk_test_…`) opens
 * MoonPay's sandbox. No quote of its own from here (the product's mocked quote stands in).
 */
export function moonpayProvider(keys: MoonpayKeys): OnrampProvider {
  const sandbox = keys.apiKey.startsWith('pk_test_')
  const base = sandbox ? 'https://buy-sandbox.moonpay.com' : 'https://buy.moonpay.com'
  return realOnrampProvider({
    id: 'moonpay',
    name: 'MoonPay',
    sandbox,
    codeOf,
    widgetUrl: (request, code) => {
      const query = new URLSearchParams({
        apiKey: keys.apiKey,
        currencyCode: code,
        walletAddress: request.address,
        baseCurrencyCode: request.fiatCurrency.toLowerCase(),
        baseCurrencyAmount: request.fiatAmount,
        paymentMethod: PAYMENT_METHODS[request.paymentMethod][request.fiatCurrency],
      })
      if (request.redirectUrl) query.set('redirectURL', request.redirectUrl)
      return signMoonpayUrl(`${base}?${query}`, keys.secretKey)
    },
  })
}
