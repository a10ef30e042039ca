/**
 * How many of the newest indexed blocks the indexer keeps the hashes of, and so the deepest
 * reorg it rolls back exactly. A deeper one (or a dev chain reset) re-indexes the chain from its
 * start block. 12 covers the reorgs real networks see; the dev chains use the same.
 */
export const REORG_DEPTH = 12

/** Most blocks read in one step: one `eth_getLogs` range and one JSON-RPC batch of blocks. */
export const BLOCK_RANGE = 1_000

/** The indexer's RPC client keeps the product’s policy (docs/product.md#constants): batch size, timeout, retries. */
export {
  RPC_BATCH_SIZE,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
} from '@foyer/protocol'

/** How often a chain that is caught up is polled for a new head. */
export const POLL_INTERVAL_MS = 2_000

/** Backoff of a chain whose step failed: doubling from the base, capped at the max. */
export const RETRY_BASE_MS = 1_000
export const RETRY_MAX_MS = 60_000

/** topic0 of `Transfer(address,address,uint256)`, the same event in ERC-20 and ERC-721. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'
