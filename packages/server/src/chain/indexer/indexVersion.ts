import type { Database } from '../../store/database'

/** Per database, per chain: how many times this process changed the chain's index. */
const versions = new WeakMap<Database, Map<number, number>>()

/**
 * Called by every write of the index (writeBlockRange, rollBackChain) once its transaction has
 * ended, committed or not: what was read of the chain before is no longer known to be current.
 */
export function indexChanged(db: Database, chainId: number): void {
  const byChain = versions.get(db) ?? new Map<number, number>()
  versions.set(db, byChain)
  byChain.set(chainId, (byChain.get(chainId) ?? 0) + 1)
}

/**
 * How many times this process has changed the index of `chainId` in `db` (see indexChanged).
 * Tells every change only where this process is the index's one writer: an embedded PGlite,
 * whose data directory one process holds (store/lockDataDir); on a shared Postgres other nodes
 * index too, and only the database knows (historyPageCache reads the cursors there).
 */
export function indexVersion(db: Database, chainId: number): number {
  return versions.get(db)?.get(chainId) ?? 0
}
