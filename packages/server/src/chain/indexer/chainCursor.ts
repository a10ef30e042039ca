import type { Queryable } from '../../store/database'

/** How far a chain is indexed: the last indexed block (`startBlock - 1`, no hash, before any). */
export interface ChainCursor {
  startBlock: bigint
  blockNumber: bigint
  blockHash: string | null
}

interface CursorRow {
  start_block: string
  block_number: string
  block_hash: string | null
}

/**
 * The chain's cursor; a chain seen for the first time starts at `startBlock()` (asked only
 * then). Safe when several nodes do this at once: the first insert wins.
 */
export async function chainCursor(
  db: Queryable,
  chainId: number,
  startBlock: () => Promise<bigint>,
): Promise<ChainCursor> {
  const existing = await readChainCursor(db, chainId)
  if (existing) return existing
  const start = await startBlock()
  await db.query(
    `INSERT INTO chain_index_cursors (chain_id, start_block, block_number)
     VALUES ($1, $2, $3) ON CONFLICT (chain_id) DO NOTHING`,
    [chainId, String(start), String(start - 1n)],
  )
  const created = await readChainCursor(db, chainId)
  if (!created) throw new Error(`The cursor of chain ${chainId} was not stored`)
  return created
}

/** The stored cursor; with `forUpdate`, locked until the transaction ends. */
export async function readChainCursor(
  db: Queryable,
  chainId: number,
  forUpdate = false,
): Promise<ChainCursor | undefined> {
  const [row] = await db.query<CursorRow>(
    `SELECT start_block::text, block_number::text, block_hash
     FROM chain_index_cursors WHERE chain_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [chainId],
  )
  if (!row) return undefined
  return {
    startBlock: BigInt(row.start_block),
    blockNumber: BigInt(row.block_number),
    blockHash: row.block_hash,
  }
}

/**
 * Locks the cursor and checks that it is still `expected`: false when another node (or step)
 * moved it since it was read, and the caller's work is stale.
 */
export async function lockChainCursor(
  tx: Queryable,
  chainId: number,
  expected: ChainCursor,
): Promise<boolean> {
  const current = await readChainCursor(tx, chainId, true)
  return (
    current !== undefined &&
    current.blockNumber === expected.blockNumber &&
    current.blockHash === expected.blockHash
  )
}

/** Moves the cursor (inside the transaction that holds its lock). */
export async function moveChainCursor(
  tx: Queryable,
  chainId: number,
  blockNumber: bigint,
  blockHash: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE chain_index_cursors SET block_number = $2, block_hash = $3, updated_at = now()
     WHERE chain_id = $1`,
    [chainId, String(blockNumber), blockHash],
  )
}
