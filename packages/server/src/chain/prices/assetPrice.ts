import type { FiatCurrency } from '@foyer/protocol'
import type { RegisteredChain } from '../chainRegistry'
import type { PricedAsset, PriceSource } from './priceSource'

/**
 * The price of one whole unit of one asset in `currency`, `undefined` when the source knows none
 * (never a made-up 0). For code that prices one asset at a time, such as the history of an
 * account; it throws what the source throws.
 */
export async function assetPrice(
  source: PriceSource,
  chain: RegisteredChain,
  asset: PricedAsset,
  currency: FiatCurrency,
): Promise<number | undefined> {
  return (await source.prices(chain, [asset], currency)).get(asset)
}
