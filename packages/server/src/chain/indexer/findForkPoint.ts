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

interface StoredBlock {
  number: bigint
  hash: string
}

/**
 * Compares the stored hashes (the newest indexed blocks', and the start block's, kept to
 * recognise a chain that was reset) of the blocks the live chain has reached (head `head`) with
 * the live ones, newest first. When one differs, answers the highest block where they agree.
 * Answers undefined when none differs: every block compared is still on the chain, or none could
 * be compared as the head is below them all. That is a node behind the index (a lagging or
 * resyncing one), not a reorg, and nothing is rolled back for it.
 */
export async function findForkPoint(
  db: Queryable,
  client: PublicClient,
  chainId: number,
  cursor: ChainCursor,
  head: bigint,
): Promise<ForkPoint | undefined> {
  const rows = await db.query<{ number: string; hash: string }>(
    'SELECT b.number::text, b.hash FROM chain_blocks b WHERE b.chain_id = $1 ORDER BY b.number DESC',
    [chainId],
  )
  const stored = rows.map((row) => ({ number: BigInt(row.number), hash: row.hash }))
  const compared = stored.filter((block) => block.number <= head)
  const live = await Promise.all(
    compared.map(({ number }) => client.getBlock({ blockNumber: number }).then((b) => b.hash)),
  )
  const newest = compared[0]
  if (newest === undefined || live[0] === newest.hash) return undefined
  const recent = newestWithoutGap(stored)
  const oldest = recent.at(-1)
  const match = compared.find(
    (block, i) => live[i] === block.hash && oldest !== undefined && block.number >= oldest.number,
  )
  if (match) return { number: match.number, hash: match.hash, deep: false }
  // No block of the unbroken run matched (the start block may have, below a gap): the blocks
  // between are unknown, so the whole chain is indexed again.
  const deep = oldest === undefined || oldest.number > cursor.startBlock
  return { number: cursor.startBlock - 1n, hash: null, deep }
}

/** The stored blocks (newest first) down to the first gap: not the start block below one. */
function newestWithoutGap(stored: readonly StoredBlock[]): StoredBlock[] {
  const first = stored[0]
  if (first === undefined) return []
  const end = stored.findIndex((block, i) => block.number !== first.number - BigInt(i))
  return end === -1 ? [...stored] : stored.slice(0, end)
}
