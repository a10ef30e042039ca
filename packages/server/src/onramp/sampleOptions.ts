import {
  ONRAMP_CHAIN_NETWORKS,
  ONRAMP_FIAT_CURRENCIES,
  ONRAMP_LIMITS,
  type OnrampProviderOptions,
} from '@foyer/protocol'

/** The limits of both payment methods, the same in USD and EUR (docs/product.md#constants). */
export function onrampPaymentMethods(): OnrampProviderOptions['paymentMethods'] {
  const limits = (method: keyof typeof ONRAMP_LIMITS) =>
    Object.fromEntries(ONRAMP_FIAT_CURRENCIES.map((currency) => [currency, ONRAMP_LIMITS[method]]))
  return [
    { id: 'card', name: 'Card', limits: limits('card') },
    { id: 'bank', name: 'Bank account', limits: limits('bank') },
  ]
}

/**
 * The built-in sample list `GET /v1/onramp/options` falls back to when no provider can serve
 * (docs/product.md#buy): the product's two providers with fees of 1 to 2 %, the limits, and ETH
 * on the Coinbase-style chains. The answer says `sample: true`; nothing in it can be bought.
 */
export const SAMPLE_ONRAMP_OPTIONS: readonly OnrampProviderOptions[] = [
  { id: 'sample-provider-a', name: 'Sample provider A' },
  { id: 'sample-provider-b', name: 'Sample provider B' },
].map(({ id, name }) => ({
  id,
  name,
  feeRange: [1, 2],
  sandbox: false,
  paymentMethods: onrampPaymentMethods(),
  fiatCurrencies: [...ONRAMP_FIAT_CURRENCIES],
  networks: Object.entries(ONRAMP_CHAIN_NETWORKS).map(([chainName, network]) => ({
    network,
    name: chainName,
    chainName,
    tokens: [{ symbol: 'ETH', name: 'Ether', address: 'native', decimals: 18 }],
  })),
}))
