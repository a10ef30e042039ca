import type { FiatCurrency } from '@foyer/protocol'

/** The prices the deployer sets on every dev chain's FoyerPriceOracle. */
export interface DevPrice {
  /** `'native'`: the chain's coin (ETH, oracle asset `0x0…0`); else a DEV_TOKENS symbol. */
  asset: 'native' | string
  /** The price of one whole unit per currency, as a decimal string of at most 8 decimals. */
  prices: Readonly<Record<FiatCurrency, string>>
}

export const DEV_PRICES: readonly DevPrice[] = [
  { asset: 'native', prices: { usd: '3000', eur: '2760' } },
  { asset: 'FUSD', prices: { usd: '1', eur: '0.92' } },
  { asset: 'FOY', prices: { usd: '0.25', eur: '0.23' } },
]
