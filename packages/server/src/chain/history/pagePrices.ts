import { DEFAULT_FIAT_CURRENCY } from '@foyer/protocol'
import { getAddress } from 'viem'
import type { RegisteredChain } from '../chainRegistry'
import type { PricedAsset, PriceSource } from '../prices/priceSource'

export interface PricedTransfer {
  chain_id: number
  standard: 'native' | 'erc20' | 'erc721'
  contract: string | null
}

/** Price per chain and asset (`native`, or the lowercase token address). */
export type PagePrices = ReadonlyMap<number, ReadonlyMap<string, number>>

/**
 * Today's price (the history has no currency parameter: DEFAULT_FIAT_CURRENCY) of every coin
 * and token a page shows, one request per chain. A chain whose prices cannot be read gets none,
 * reported to `onError`: the page is still answered, without values.
 */
export async function pagePrices(
  source: PriceSource | undefined,
  chains: ReadonlyMap<number, RegisteredChain>,
  transfers: readonly PricedTransfer[],
  onError: (error: unknown, chainId: number) => void,
): Promise<PagePrices> {
  const result = new Map<number, Map<string, number>>()
  if (!source) return result
  const assets = new Map<number, Set<PricedAsset>>()
  for (const transfer of transfers) {
    if (transfer.standard === 'erc721') continue
    const asset = transfer.contract === null ? 'native' : getAddress(transfer.contract)
    const set = assets.get(transfer.chain_id) ?? new Set<PricedAsset>()
    set.add(asset)
    assets.set(transfer.chain_id, set)
  }
  await Promise.all(
    [...assets].map(async ([chainId, wanted]) => {
      const chain = chains.get(chainId)
      if (!chain) return
      try {
        const prices = await source.prices(chain, [...wanted], DEFAULT_FIAT_CURRENCY)
        const byAsset = new Map<string, number>()
        for (const [asset, price] of prices) {
          if (Number.isFinite(price) && price >= 0) byAsset.set(asset.toLowerCase(), price)
        }
        result.set(chainId, byAsset)
      } catch (error) {
        onError(error, chainId)
      }
    }),
  )
  return result
}
