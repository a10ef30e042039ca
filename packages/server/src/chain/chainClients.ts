import { createPublicClient, http, type PublicClient } from 'viem'
import type { RegisteredChain } from './chainRegistry'
import type { RpcPolicy } from './rpc/rpcPolicy'
import { timedFetch } from './timedFetch'

/** The viem client the API reads one chain with. */
export type ChainClients = (chain: Pick<RegisteredChain, 'chainId' | 'rpcUrl'>) => PublicClient

/**
 * One viem public client per chain and RPC URL, made on first use, calling the node with
 * `policy` (viem's retry delay doubles from `retryDelayMs`, like the RPC proxy's). No response
 * cache: the balance cache decides freshness. The timeout is timedFetch's (same TimeoutError,
 * retried the same, without an error object made per request).
 */
export function chainClients(policy: RpcPolicy): ChainClients {
  const clients = new Map<string, PublicClient>()
  return ({ chainId, rpcUrl }) => {
    const key = `${chainId} ${rpcUrl}`
    let client = clients.get(key)
    if (!client) {
      client = createPublicClient({
        transport: http(rpcUrl, {
          // Calls made together (a swap quote's routes and markets) go as one JSON-RPC batch.
          batch: true,
          retryCount: policy.retryCount,
          retryDelay: policy.retryDelayMs,
          // The timeout is timedFetch's: viem's own builds a TimeoutError for every request.
          timeout: 0,
          fetchFn: timedFetch(policy.timeoutMs),
        }),
        cacheTime: 0,
      })
      clients.set(key, client)
    }
    return client
  }
}
