import type { DatabaseKind } from '../directoryLoadPlan'
import type { BlockRate } from './blockRate'
import type { TransferBlocks } from './mineTransferBlocks'

/** The indexer's catch-up and anvil's own block reads over the same blocks, in one run. */
export interface IndexerCatchUpResult {
  chain: TransferBlocks
  /** JSON-RPC batch size of the baseline, the indexer's BLOCK_RANGE / RPC_BATCH_SIZE. */
  batchSize: number
  /**
   * The baseline: eth_getBlockByNumber with transactions, in batches of `batchSize`; the faster
   * of two passes, one before the indexer runs and one after.
   */
  batched: BlockRate
  /** The same, one request per block, over SINGLE_REQUEST_BLOCKS blocks spread over the range. */
  single: BlockRate
  /** Every read the indexer makes (blocks, Transfer logs, receipts), without the indexer. */
  indexerReads: BlockRate
  /** catchUp from an empty database, or why it failed. */
  runs: Map<DatabaseKind, BlockRate | Error>
}
