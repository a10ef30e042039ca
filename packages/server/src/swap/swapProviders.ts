import type { ChainClients } from '../chain/chainClients'
import type { SwapProvider, SwapProviders } from './swapProvider'
import { uniswapV2Provider } from './uniswapV2Provider'

/**
 * The built-in provider of each chain whose configuration names a V2 router (CHAINS_FILE's
 * `swap.routerV2`, or the dev deployment's router), made once per chain and router.
 */
export function swapProviders(clients: ChainClients): SwapProviders {
  const providers = new Map<string, SwapProvider>()
  return (chain) => {
    const router = chain.swap?.routerV2
    if (!router) return undefined
    const key = `${chain.chainId} ${chain.rpcUrl} ${router}`
    let provider = providers.get(key)
    if (!provider) {
      provider = uniswapV2Provider(chain, clients(chain), router)
      providers.set(key, provider)
    }
    return provider
  }
}
