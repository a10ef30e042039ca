import { RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS, RPC_TIMEOUT_MS } from '@foyer/protocol'

/** How the API calls a chain's node: retries after the first attempt, their first delay, and each attempt's timeout. */
export interface RpcPolicy {
  retryCount: number
  /** The delay before retry n (from 0) is `retryDelayMs × 2^n`. */
  retryDelayMs: number
  timeoutMs: number
  /** The largest node answer passed on (default RPC_MAX_ANSWER_BYTES). */
  maxAnswerBytes?: number
}

/**
 * The largest answer the proxy takes from a node: 16 MiB, far above what a page asks for, so
 * that a caller cannot make the API hold an unbounded `eth_getLogs` answer in memory.
 */
export const RPC_MAX_ANSWER_BYTES = 16 * 1024 * 1024

/** The product’s Blockchain RPC policy (docs/product.md#constants): 3 retries from 150 ms (150, 300, 600), 10 s per attempt. */
export const DEFAULT_RPC_POLICY: RpcPolicy = {
  retryCount: RPC_RETRY_COUNT,
  retryDelayMs: RPC_RETRY_DELAY_MS,
  timeoutMs: RPC_TIMEOUT_MS,
}
