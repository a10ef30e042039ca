import type { FiatCurrency } from '@foyer/protocol'
import type { RegisteredChain } from '../chainRegistry'

/** An asset on one chain: a token's address, or the chain's native coin. */
export type PricedAsset = `0x${string}` | 'native'

/**
 * Where the chain data API reads prices. Answers one price per asset, in whole currency units
 * per whole token; an asset without a known price is missing from the map (never a made-up 0).
 * The embedded default reads the dev chain's FoyerPriceOracle.
 */
export interface PriceSource {
  prices(
    chain: RegisteredChain,
    assets: readonly PricedAsset[],
    currency: FiatCurrency,
    /** `fresh`: read the source itself, past any cache (a balance's forceUpdate). */
    options?: { fresh?: boolean },
  ): Promise<Map<PricedAsset, number>>
}
