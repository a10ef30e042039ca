import { FIAT_CURRENCIES, type FiatCurrency, type TokenDeployment } from '@foyer/protocol'
import { type Address, type Hex, parseUnits, stringToHex, zeroAddress } from 'viem'
import { DEV_PRICES, type DevPrice } from './devPrices'
import { PRICE_DECIMALS } from './readPriceOracle'

/** One price as the oracle stores it. */
export interface OraclePrice {
  /** For messages: `ETH in usd`, `FUSD in eur`. */
  label: string
  asset: Address
  currency: FiatCurrency
  /** The currency as the oracle's key: the ASCII code right-padded to 32 bytes. */
  currencyKey: Hex
  /** With 8 decimals. */
  price: bigint
}

const DECIMAL = new RegExp(`^\\d+(\\.\\d{1,${PRICE_DECIMALS}})?$`)

/** The oracle's key for a currency, as viem's `stringToHex(code, { size: 32 })`. */
export function currencyKey(currency: FiatCurrency): Hex {
  return stringToHex(currency, { size: 32 })
}

/**
 * The dev prices resolved to the oracle's assets: `native` is the zero address, a symbol the
 * address of the deployed token with that symbol. Refuses an unknown symbol or a price that is
 * not a plain decimal of at most 8 decimals.
 */
export function oraclePrices(
  tokens: readonly TokenDeployment[],
  prices: readonly DevPrice[] = DEV_PRICES,
): OraclePrice[] {
  return prices.flatMap(({ asset, prices: byCurrency }) => {
    const address =
      asset === 'native' ? zeroAddress : tokens.find((token) => token.symbol === asset)?.address
    if (!address) throw new Error(`DEV_PRICES names ${asset}, which is not a deployed dev token`)
    const name = asset === 'native' ? 'ETH' : asset
    return FIAT_CURRENCIES.map((currency) => {
      const value = byCurrency[currency]
      if (!DECIMAL.test(value)) {
        throw new Error(
          `The ${name} price in ${currency}, ${JSON.stringify(value)}, is not a decimal number ` +
            `with at most ${PRICE_DECIMALS} decimals`,
        )
      }
      return {
        label: `${name} in ${currency}`,
        asset: address,
        currency,
        currencyKey: currencyKey(currency),
        price: parseUnits(value, PRICE_DECIMALS),
      }
    })
  })
}
