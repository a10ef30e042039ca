import type { CaipNetworkId } from '@foyer/protocol'
import { DEFAULT_CACHE_LIFETIME_MS } from '@foyer/protocol'
import type { ChainDataApi } from './createChainDataApi'

export type SupportedChains = {
  /** Whether the chain data API serves `chainId`; rejects when the list cannot be had. */
  has(chainId: CaipNetworkId): Promise<boolean>
}

/**
 * The networks the chain data API serves (`GET /v1/supported-chains`), asked once and kept for
 * the default cache lifetime (docs/product.md: 5 minutes); a failed answer is not kept.
 */
export function createSupportedChains(
  api: ChainDataApi,
  now: () => number = Date.now,
): SupportedChains {
  let cached: { chains: ReadonlySet<CaipNetworkId>; at: number } | undefined
  let loading: Promise<ReadonlySet<CaipNetworkId>> | undefined

  function chains(): Promise<ReadonlySet<CaipNetworkId>> {
    if (cached && now() - cached.at < DEFAULT_CACHE_LIFETIME_MS)
      return Promise.resolve(cached.chains)
    loading ??= api
      .supportedChains()
      .then(({ http }) => {
        cached = { chains: new Set(http), at: now() }
        return cached.chains
      })
      .finally(() => {
        loading = undefined
      })
    return loading
  }

  return { has: async (chainId) => (await chains()).has(chainId) }
}
