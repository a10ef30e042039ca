import type { PublicClient } from 'viem'
import type { Queryable } from '../../store/database'
import type { ChainCursor } from './chainCursor'

export interface ForkPoint {
  /** The last block the index and the live chain share (`startBlock - 1` when none). */
  number: bigint
  hash: string | null
  /**
   * True when no stored block matched and the stored ones did not reach back to the start
   * block: the reorg is deeper than the kept hashes, so the whole chain is indexed again.
   */
  deep: boolean
}

/**
 * Compares the stored hashes of the newest indexed blocks with the live chain (head `head`),
 * newest first, and answers the highest block where they agree.
 */
export async function findForkPoint(
  db: Queryable,
  client: PublicClient,
  chainId: number,
  cursor: ChainCursor,
  head: bigint,
): Promise<ForkPoint> {
  const rows = await db.query<{ number: string; hash: string }>(
    'SELECT b.number::text, b.hash FROM chain_blocks b WHERE b.chain_id = $1 ORDER BY b.number DESC',
    [chainId],
  )
  const stored = rows.map((row) => ({ number: BigInt(row.number), hash: row.hash }))
  const live = await Promise.all(
    stored.map(({ number }) =>
      number <= head ? client.getBlock({ blockNumber: number }).then((block) => block.hash) : null,
    ),
  )
  const match = stored.find((block, i) => live[i] === block.hash)
  if (match) return { number: match.number, hash: match.hash, deep: false }
  const oldest = stored.at(-1)
  const deep = oldest === undefined || oldest.number > cursor.startBlock
  return { number: cursor.startBlock - 1n, hash: null, deep }
}
