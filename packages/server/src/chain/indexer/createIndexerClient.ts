import { createPublicClient, http, type PublicClient } from 'viem'
import {
  RPC_BATCH_SIZE,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
} from './indexerConstants'

export interface IndexerRpcOptions {
  timeoutMs?: number
  retryCount?: number
  retryDelayMs?: number
}

/**
 * The indexer's client of one chain: requests made in the same tick go out as one JSON-RPC
 * batch (up to RPC_BATCH_SIZE), with the product’s timeout and retries. `signal` aborts every
 * request in flight (the indexer stopping).
 */
export function createIndexerClient(
  rpcUrl: string,
  signal: AbortSignal,
  options: IndexerRpcOptions = {},
): PublicClient {
  const transport = http(rpcUrl, {
    batch: { batchSize: RPC_BATCH_SIZE, wait: 0 },
    timeout: options.timeoutMs ?? RPC_TIMEOUT_MS,
    retryCount: options.retryCount ?? RPC_RETRY_COUNT,
    retryDelay: options.retryDelayMs ?? RPC_RETRY_DELAY_MS,
    fetchFn: (input, init) =>
      fetch(input, {
        ...init,
        signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal,
      }),
  })
  return createPublicClient({ transport, cacheTime: 0 })
}
