import type { ChainDeployment } from '@foyer/protocol'
import { type Address, createPublicClient, http } from 'viem'
import { createChainRegistry } from '../../../packages/server/src/chain/chainRegistry'
import { uniswapV2Provider } from '../../../packages/server/src/swap/uniswapV2Provider'

/**
 * How many JSON-RPC requests one quote of `amount` `from` → `to` sends the node: the API's own
 * provider code run with a client that counts them, once warm (the router's factory and WETH,
 * read once per router, are not counted).
 */
export async function quoteNodeRequests(
  rpcUrl: string,
  deployment: ChainDeployment,
  quote: { from: Address; to: Address; amount: bigint },
): Promise<number> {
  let requests = 0
  const client = createPublicClient({
    cacheTime: 0,
    transport: http(rpcUrl, {
      retryCount: 0,
      fetchFn: (input, init) => {
        requests++
        return fetch(input, init)
      },
    }),
  })
  const registry = createChainRegistry({
    chains: [{ chainId: deployment.chainId, rpcUrl }],
    deployments: async () => ({ chains: [deployment] }),
  })
  const chain = await registry.get(deployment.chainId)
  const router = chain?.swap?.routerV2
  if (!chain || !router) throw new Error(`Chain ${deployment.chainId} has no swap router`)
  const provider = uniswapV2Provider(chain, client, router)
  await provider.quote(quote)
  requests = 0
  await provider.quote(quote)
  return requests
}
