import type { FiatCurrency } from '@foyer/protocol'
import type { RegisteredChain } from '../chainRegistry'
import type { PricedAsset, PriceSource } from './priceSource'

/** How long a price read from the source is served again (a chain's oracle moves slowly). */
export const PRICE_CACHE_MS = 30_000
/** At most this many (chain, currency, asset) prices are kept; the oldest read goes first. */
const MAX_ENTRIES = 50_000

type Entry = { price: number | undefined; readAt: number }

/**
 * `source` with each (chain, currency, asset) price, or its absence, kept `ttlMs`: a page of
 * history or balances asks the source only for the assets it has not priced lately, in one call
 * (issue 18: history read the oracle on every page). `fresh` asks the source for every asset and
 * keeps its answers. A failed read is not kept.
 */
export function cachedPriceSource(
  source: PriceSource,
  { ttlMs = PRICE_CACHE_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): PriceSource {
  const entries = new Map<string, Entry>()
  const keyOf = (chain: RegisteredChain, currency: FiatCurrency, asset: PricedAsset) =>
    `${chain.chainId}|${chain.priceOracle ?? '-'}|${currency}|${asset.toLowerCase()}`
  return {
    async prices(chain, assets, currency, options = {}) {
      const prices = new Map<PricedAsset, number>()
      const missing: PricedAsset[] = []
      for (const asset of assets) {
        const entry = entries.get(keyOf(chain, currency, asset))
        if (!options.fresh && entry && now() - entry.readAt < ttlMs) {
          if (entry.price !== undefined) prices.set(asset, entry.price)
        } else if (!missing.includes(asset)) {
          missing.push(asset)
        }
      }
      if (missing.length === 0) return prices
      const read = await source.prices(chain, missing, currency)
      const readAt = now()
      for (const asset of missing) {
        const price = read.get(asset)
        const key = keyOf(chain, currency, asset)
        entries.delete(key)
        entries.set(key, { price, readAt })
        if (price !== undefined) prices.set(asset, price)
      }
      while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
      return prices
    },
  }
}
