import type { ChainClients } from '../chain/chainClients'
import { type AggregatorSettings, aggregatorProvider } from './aggregator/aggregatorProvider'
import type { SwapProvider, SwapProviders } from './swapProvider'
import { uniswapV2Provider } from './uniswapV2Provider'

/**
 * The providers of each chain, made once per chain: the built-in provider where the chain's
 * configuration names a V2 router (CHAINS_FILE's `swap.routerV2`, or the dev deployment's
 * router), then the aggregator on every served chain when SWAP_AGGREGATOR_URL is set.
 */
export function swapProviders(
  clients: ChainClients,
  { aggregator }: { aggregator?: AggregatorSettings | undefined } = {},
): SwapProviders {
  const made = new Map<string, readonly SwapProvider[]>()
  return (chain) => {
    const router = chain.swap?.routerV2
    const key = `${chain.chainId} ${chain.rpcUrl} ${router ?? ''}`
    let providers = made.get(key)
    if (!providers) {
      providers = [
        ...(router ? [uniswapV2Provider(chain, clients(chain), router)] : []),
        ...(aggregator ? [aggregatorProvider(chain, clients(chain), aggregator)] : []),
      ]
      made.set(key, providers)
    }
    return providers
  }
}
