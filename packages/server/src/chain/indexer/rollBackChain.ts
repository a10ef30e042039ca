import type { Database } from '../../store/database'
import { type ChainCursor, lockChainCursor, moveChainCursor } from './chainCursor'
import { indexChanged } from './indexVersion'
import { type NftKey, refreshNftOwners } from './refreshNftOwners'

/**
 * Forgets everything indexed after block `forkPoint` (the last block the stored and the live
 * chain share; `hash` is its hash, NULL before the start block) in one transaction: the
 * transactions, transfers and block hashes, and the NFT owners they set, which go back to the
 * latest transfer left. False, with nothing changed, when the cursor is no longer `expected`.
 */
export async function rollBackChain(
  db: Database,
  chainId: number,
  expected: ChainCursor,
  forkPoint: bigint,
  hash: string | null,
): Promise<boolean> {
  const done = db.transaction(async (tx) => {
    if (!(await lockChainCursor(tx, chainId, expected))) return false
    const after = [chainId, String(forkPoint)]
    const moved = await tx.query<{ contract: string; token_id: string }>(
      `SELECT DISTINCT contract, token_id::text FROM chain_transfers
       WHERE chain_id = $1 AND block_number > $2 AND standard = 'erc721'`,
      after,
    )
    for (const table of ['chain_transfers', 'chain_transactions']) {
      await tx.query(`DELETE FROM ${table} WHERE chain_id = $1 AND block_number > $2`, after)
    }
    await tx.query('DELETE FROM chain_blocks WHERE chain_id = $1 AND number > $2', after)
    const tokens: NftKey[] = moved.map((row) => ({
      contract: row.contract,
      tokenId: BigInt(row.token_id),
    }))
    await refreshNftOwners(tx, chainId, tokens)
    await moveChainCursor(tx, chainId, forkPoint, hash)
    return true
  })
  // Readers of the index in this process learn it may have changed (historyPageCache).
  return done.finally(() => indexChanged(db, chainId))
}
