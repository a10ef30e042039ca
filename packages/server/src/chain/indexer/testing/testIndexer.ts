import { onTestFinished } from 'vitest'
import type { Database } from '../../../store/database'
import { createIndexer, type Indexer, type IndexerOptions } from '../createIndexer'
import type { IndexerTestChain } from './indexerTestChain'
import { recordingLog } from './recordingLog'
import { testRegistry } from './testRegistry'

/** An indexer of one test chain on `db`, without RPC retries, stopped when the test ends. */
export function testIndexer(
  db: Database,
  chain: IndexerTestChain,
  extra: Partial<IndexerOptions> = {},
): Indexer {
  const indexer = createIndexer({
    db,
    registry: testRegistry([chain.deployment]),
    chainIds: [chain.chainId],
    log: recordingLog(),
    rpc: { retryCount: 0 },
    ...extra,
  })
  onTestFinished(() => indexer.stop())
  return indexer
}
