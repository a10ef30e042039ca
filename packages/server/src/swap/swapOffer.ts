import {
  AGGREGATOR_SWAP_PROVIDER,
  BUILTIN_SWAP_PROVIDER,
  type SwapProvider as RemoteSwapProvider,
} from '@foyer/protocol'
import type { ChainRegistry } from '../chain/chainRegistry'

/**
 * The swap providers this server really serves, as the remote configuration's `swaps` feature
 * lists them: the built-in router provider when at least one chain names a V2 router (CHAINS_FILE's
 * `swap.routerV2`, or the dev deployment's), then the aggregator when SWAP_AGGREGATOR_URL is set.
 * Empty when neither: swaps are then off.
 */
export function swapOffer(
  registry: ChainRegistry,
  { aggregator }: { aggregator: boolean },
): () => Promise<RemoteSwapProvider[]> {
  return async () => {
    const chains = await registry.list().catch(() => [])
    return [
      ...(chains.some((chain) => chain.swap?.routerV2) ? [{ ...BUILTIN_SWAP_PROVIDER }] : []),
      ...(aggregator ? [{ ...AGGREGATOR_SWAP_PROVIDER }] : []),
    ]
  }
}
