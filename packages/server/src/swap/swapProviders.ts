import type { ChainClients } from '../chain/chainClients'
import { type AggregatorSettings, aggregatorProvider } from './aggregator/aggregatorProvider'
import { builtinSwapProvider } from './builtinSwapProvider'
import type { SwapProvider, SwapProviders } from './swapProvider'
import { swapReads } from './swapReads'
import { UNISWAP_V2_SOURCE, uniswapV2Provider } from './uniswapV2Provider'
import { UNISWAP_V3_SOURCE, uniswapV3Provider } from './uniswapV3Provider'

/**
 * The providers of each chain, made once per chain and routers: the built-in provider where the
 * chain's configuration names a V2 router and/or a V3 router and quoter (CHAINS_FILE's
 * `swap.routerV2`, `swap.routerV3` + `swap.quoterV3`, or the dev deployment's; the best of its
 * markets: builtinSwapProvider), then the aggregator on every served chain when
 * SWAP_AGGREGATOR_URL is set.
 */
export function swapProviders(
  clients: ChainClients,
  { aggregator }: { aggregator?: AggregatorSettings | undefined } = {},
): SwapProviders {
  const made = new Map<string, readonly SwapProvider[]>()
  return (chain) => {
    const { routerV2, routerV3, quoterV3 } = chain.swap ?? {}
    const key = `${chain.chainId} ${chain.rpcUrl} ${routerV2} ${routerV3} ${quoterV3}`
    let providers = made.get(key)
    if (!providers) {
      const client = clients(chain)
      const markets = [
        ...(routerV2
          ? [{ source: UNISWAP_V2_SOURCE, provider: uniswapV2Provider(chain, client, routerV2) }]
          : []),
        ...(routerV3 && quoterV3
          ? [
              {
                source: UNISWAP_V3_SOURCE,
                provider: uniswapV3Provider(chain, client, routerV3, quoterV3),
              },
            ]
          : []),
      ]
      providers = [
        ...(markets.length > 0
          ? [builtinSwapProvider(markets, () => swapReads(client, chain.chainId))]
          : []),
        ...(aggregator ? [aggregatorProvider(chain, client, aggregator)] : []),
      ]
      made.set(key, providers)
    }
    return providers
  }
}
