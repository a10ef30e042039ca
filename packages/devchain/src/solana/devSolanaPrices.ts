import { FIAT_CURRENCIES, type FiatCurrency } from '@foyer/protocol'
import { parseUnits } from 'viem'
import { currencyKey, type OraclePrice } from '../deploy/oraclePrices'
import { PRICE_DECIMALS } from '../deploy/readPriceOracle'

/**
 * The EVM dev chains' price oracle has no Solana asset: the dev stack prices SOL there under the
 * address of Wormhole's wrapped SOL on Ethereum (an address, not a deployed dev contract), and the
 * dev SVM's deployment entry names it as SOL's price. The dev FUSD on Solana is priced as the EVM
 * dev FUSD.
 */
export const SOL_PRICE_ASSET = '0xD31a59c85aE9D8edEFeC411D448f90841571b89c'

/** SOL's dev prices, set on every dev chain's FoyerPriceOracle beside DEV_PRICES. */
export const DEV_SOL_PRICES: Readonly<Record<FiatCurrency, string>> = { usd: '150', eur: '138' }

/** SOL's dev prices as the oracle stores them (under SOL_PRICE_ASSET). */
export function solOraclePrices(): OraclePrice[] {
  return FIAT_CURRENCIES.map((currency) => ({
    label: `SOL in ${currency}`,
    asset: SOL_PRICE_ASSET,
    currency,
    currencyKey: currencyKey(currency),
    price: parseUnits(DEV_SOL_PRICES[currency], PRICE_DECIMALS),
  }))
}
