import type { ChainDeployment } from '@foyer/protocol'
import { migrate } from '@foyer/server'
import { createChainRegistry } from '../../../packages/server/src/chain/chainRegistry'
import { createIndexer } from '../../../packages/server/src/chain/indexer/createIndexer'
import type { IndexerLog } from '../../../packages/server/src/chain/indexer/indexerLog'
import type { Database } from '../../../packages/server/src/store/database'
import { openPglite } from '../../../packages/server/src/store/openPglite'
import { openPostgres } from '../../../packages/server/src/store/openPostgres'
import { startPostgresCluster } from '../../../packages/server/src/test/postgresCluster'
import type { DatabaseKind } from '../directoryLoadPlan'
import type { BlockRate } from './blockRate'
import type { TransferBlocks } from './mineTransferBlocks'

/**
 * `indexer.catchUp()` over the generated blocks from an empty, migrated database of `kind`
 * (in-memory PGlite, or a throwaway Postgres cluster), indexing from the first generated block;
 * only catchUp is timed. Throws unless it ends at the chain's head with every generated
 * transaction and transfer stored, and nothing logged.
 */
export async function indexChain(
  kind: DatabaseKind,
  rpcUrl: string,
  deployment: ChainDeployment,
  range: TransferBlocks,
): Promise<BlockRate> {
  const cleanups: (() => Promise<unknown>)[] = []
  try {
    let db: Database
    if (kind === 'Postgres') {
      const cluster = await startPostgresCluster()
      cleanups.push(() => cluster.stop())
      db = openPostgres(cluster.url)
    } else {
      db = await openPglite()
    }
    cleanups.push(() => db.close())
    await migrate(db)
    const logged: string[] = []
    const log: IndexerLog = {
      warn: (_, message) => logged.push(message),
      error: (_, message) => logged.push(message),
    }
    const { chainId } = deployment
    const indexer = createIndexer({
      db,
      registry: createChainRegistry({
        chains: [{ chainId, rpcUrl }],
        deployments: async () => ({ chains: [deployment] }),
      }),
      chainIds: [chainId],
      log,
      startBlock: () => range.firstBlock,
    })
    cleanups.push(() => indexer.stop())
    const started = performance.now()
    const reports = await indexer.catchUp()
    const ms = performance.now() - started
    for (const report of reports) {
      if (report.status === 'failed') throw report.error
      if (report.status !== 'atHead' || report.head !== range.lastBlock) {
        throw new Error(
          `catchUp ended ${JSON.stringify(report, bigints)}, not at block ${range.lastBlock}`,
        )
      }
    }
    if (logged.length > 0) throw new Error(`The indexer logged: ${logged.join('; ')}`)
    await checkIndexed(db, chainId, range)
    return { blocks: range.blocks, ms }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup()
  }
}

/** Throws unless the index holds exactly the generated transactions and transfers. */
async function checkIndexed(db: Database, chainId: number, range: TransferBlocks): Promise<void> {
  const window = [chainId, String(range.firstBlock), String(range.lastBlock)]
  const where = 'chain_id = $1 AND block_number BETWEEN $2 AND $3'
  const [transactions] = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM chain_transactions WHERE ${where} AND status = 'confirmed'`,
    window,
  )
  const transfers = await db.query<{ standard: string; n: number }>(
    `SELECT standard, count(*)::integer AS n FROM chain_transfers WHERE ${where} GROUP BY standard`,
    window,
  )
  const [cursor] = await db.query<{ block: string }>(
    'SELECT block_number::text AS block FROM chain_index_cursors WHERE chain_id = $1',
    [chainId],
  )
  const found = {
    transactions: transactions?.n ?? 0,
    native: transfers.find((row) => row.standard === 'native')?.n ?? 0,
    erc20: transfers.find((row) => row.standard === 'erc20')?.n ?? 0,
    other: transfers.filter((row) => !['native', 'erc20'].includes(row.standard)).length,
    cursor: cursor?.block,
  }
  const expected = {
    transactions: range.transactions,
    native: range.native,
    erc20: range.erc20,
    other: 0,
    cursor: String(range.lastBlock),
  }
  if (JSON.stringify(found) !== JSON.stringify(expected)) {
    throw new Error(
      `The index holds ${JSON.stringify(found)}, expected ${JSON.stringify(expected)}`,
    )
  }
}

function bigints(_: string, value: unknown): unknown {
  return typeof value === 'bigint' ? String(value) : value
}
