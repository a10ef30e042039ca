import {
  RPC_BATCH_SIZE,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
} from '@foyer/protocol'
import { http, type Transport } from '@wagmi/core'
import type { Chain } from 'viem'

/**
 * A viem http transport with the product’s blockchain RPC policy (docs/product.md): 3 retries with a delay
 * doubling from 150 ms, a 10 s timeout, batches of at most 1000 requests. Without `url` it
 * calls the chain's own RPC URL.
 */
export function rpcTransport(url?: string): Transport {
  return http(url, {
    retryCount: RPC_RETRY_COUNT,
    retryDelay: RPC_RETRY_DELAY_MS,
    timeout: RPC_TIMEOUT_MS,
    batch: { batchSize: RPC_BATCH_SIZE },
  })
}

/**
 * The wagmi transports, one per chain: the one place that decides where JSON-RPC goes. By
 * default each chain's own RPC URL (the network's, or the dapp's `rpcUrls`); `rpcUrlOf` picks
 * another endpoint per chain, e.g. the Foyer server's proxy:
 * `createTransports(chains, (chain) => proxyRpcUrl(api, \`eip155:${chain.id}\`))`.
 */
export function createTransports(
  chains: readonly Chain[],
  rpcUrlOf: (chain: Chain) => string | undefined = () => undefined,
): Record<number, Transport> {
  return Object.fromEntries(chains.map((chain) => [chain.id, rpcTransport(rpcUrlOf(chain))]))
}
