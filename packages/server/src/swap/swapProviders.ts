import type { ChainClients } from '../chain/chainClients'
import { builtinSwapProvider } from './builtinSwapProvider'
import type { SwapProvider, SwapProviders } from './swapProvider'
import { UNISWAP_V2_SOURCE, uniswapV2Provider } from './uniswapV2Provider'
import { UNISWAP_V3_SOURCE, uniswapV3Provider } from './uniswapV3Provider'

/**
 * The built-in provider of each chain whose configuration names a V2 router and/or a V3 router
 * and quoter (CHAINS_FILE's `swap.routerV2`, `swap.routerV3` + `swap.quoterV3`, or the dev
 * deployment's), made once per chain and routers: the best of the markets (builtinSwapProvider).
 */
export function swapProviders(clients: ChainClients): SwapProviders {
  const providers = new Map<string, SwapProvider>()
  return (chain) => {
    const { routerV2, routerV3, quoterV3 } = chain.swap ?? {}
    if (!routerV2 && !(routerV3 && quoterV3)) return undefined
    const key = `${chain.chainId} ${chain.rpcUrl} ${routerV2} ${routerV3} ${quoterV3}`
    let provider = providers.get(key)
    if (!provider) {
      const client = clients(chain)
      provider = builtinSwapProvider([
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
      ])
      providers.set(key, provider)
    }
    return provider
  }
}
