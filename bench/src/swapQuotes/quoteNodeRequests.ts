import type { ChainDeployment } from '@foyer/protocol'
import { type Address, createPublicClient, http } from 'viem'
import { createChainRegistry } from '../../../packages/server/src/chain/chainRegistry'
import { swapProviders } from '../../../packages/server/src/swap/swapProviders'

/**
 * How many JSON-RPC requests one quote of `amount` `from` → `to` sends the node: the API's own
 * built-in provider run with a client that counts them, once warm (the routers' factories and
 * WETH and the pools' addresses, read once, are not counted).
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
      // As the API's clients do: calls made together go as one JSON-RPC batch (counted per call).
      batch: true,
      retryCount: 0,
      fetchFn: (input, init) => {
        const body: unknown = JSON.parse(String(init?.body ?? '{}'))
        requests += Array.isArray(body) ? body.length : 1
        return fetch(input, init)
      },
    }),
  })
  const registry = createChainRegistry({
    chains: [{ chainId: deployment.chainId, rpcUrl }],
    deployments: async () => ({ chains: [deployment] }),
  })
  const chain = await registry.get(deployment.chainId)
  const provider = chain ? swapProviders(() => client)(chain)[0] : undefined
  if (!provider) throw new Error(`Chain ${deployment.chainId} has no swap provider`)
  await provider.quote(quote)
  requests = 0
  await provider.quote(quote)
  return requests
}
