import type { PublicClient } from 'viem'
import type { Database } from '../../store/database'
import type { RegisteredChain } from '../chainRegistry'
import { type ChainCursor, chainCursor } from './chainCursor'
import { ChainMovedError } from './chainMovedError'
import type { ChainSyncReport } from './chainSyncReport'
import { fetchBlockRange } from './fetchBlockRange'
import { findForkPoint } from './findForkPoint'
import type { ContractMetadata, IndexedRange } from './indexedRange'
import type { IndexerLog } from './indexerLog'
import { readContractMetadata } from './readContractMetadata'
import { rollBackChain } from './rollBackChain'
import { writeBlockRange } from './writeBlockRange'

export interface ChainStepContext {
  db: Database
  chain: RegisteredChain
  client: PublicClient
  reorgDepth: number
  blockRange: number
  startBlock: (chainId: number, head: bigint) => bigint
  log: IndexerLog
}

/**
 * One step of following one chain: reads the head; rolls back to the fork point when the stored
 * blocks are no longer on the chain; waits when the node's head is below the index but agrees
 * with it; else indexes the next range (at most `blockRange` blocks, fewer when the node refuses
 * to read the logs of so many at once) after the cursor. Throws when the RPC or the database
 * fails (nothing is half written).
 */
export async function syncChainStep(context: ChainStepContext): Promise<ChainSyncReport> {
  const { db, chain, client } = context
  const { chainId } = chain
  const head = await client.getBlockNumber({ cacheTime: 0 })
  const cursor = await chainCursor(db, chainId, async () => context.startBlock(chainId, head))
  // Nothing indexed yet, and the chain is not past the start block: wait for it.
  if (head <= cursor.blockNumber && cursor.blockHash === null) {
    return { chainId, status: 'atHead', head }
  }
  if (head < cursor.blockNumber) return rollBack(context, cursor, head)
  if (head === cursor.blockNumber) {
    const latest = await client.getBlock({ blockNumber: head })
    if (latest.hash === cursor.blockHash) return { chainId, status: 'atHead', head }
    return rollBack(context, cursor, head)
  }
  const from = cursor.blockNumber + 1n
  const last = from + BigInt(context.blockRange) - 1n
  const to = head < last ? head : last
  const range = await fetchBlockRange(client, from, to, cursor.blockHash)
  if (range === 'forked') return rollBack(context, cursor, head)
  const contracts = await newContracts(context, range)
  const written = await writeBlockRange(db, chainId, cursor, range, contracts, context.reorgDepth)
  return written
    ? { chainId, status: 'indexed', from, to: range.to, head }
    : { chainId, status: 'raced', head }
}

async function rollBack(
  { db, chain, client, log }: ChainStepContext,
  cursor: ChainCursor,
  head: bigint,
): Promise<ChainSyncReport> {
  const { chainId } = chain
  const fork = await findForkPoint(db, client, chainId, cursor, head)
  if (fork === undefined) {
    // No stored block the node has reached differs from it: the node lags behind the index.
    if (head < cursor.blockNumber) {
      return { chainId, status: 'behind', indexedTo: cursor.blockNumber, head }
    }
    // The node's chain no longer followed the cursor, and now does again: read it again.
    throw new ChainMovedError(`The chain changed while block ${cursor.blockNumber} was compared`)
  }
  if (fork.deep) {
    log.warn(
      { chainId, indexedTo: String(cursor.blockNumber), head: String(head) },
      `Chain ${chainId} was reorganised deeper than the kept block hashes (or reset): ` +
        `indexing it again from block ${cursor.startBlock}`,
    )
  }
  const done = await rollBackChain(db, chainId, cursor, fork.number, fork.hash)
  if (!done) return { chainId, status: 'raced', head }
  return { chainId, status: 'rolledBack', forkPoint: fork.number, deep: fork.deep, head }
}

/** Metadata of the token contracts the range shows for the first time. */
async function newContracts(
  { db, chain, client }: ChainStepContext,
  range: IndexedRange,
): Promise<ContractMetadata[]> {
  const seen = new Map<string, ContractMetadata['standard']>()
  for (const transfer of range.transfers) {
    if (transfer.contract !== null && transfer.standard !== 'native') {
      if (!seen.has(transfer.contract)) seen.set(transfer.contract, transfer.standard)
    }
  }
  if (seen.size === 0) return []
  const known = await db.query<{ address: string }>(
    'SELECT address FROM chain_contracts WHERE chain_id = $1 AND address = ANY($2::text[])',
    [chain.chainId, [...seen.keys()]],
  )
  for (const { address } of known) seen.delete(address)
  const unknown = [...seen].map(([address, standard]) => ({ address, standard }))
  return unknown.length === 0 ? [] : readContractMetadata(client, chain, unknown)
}
