import type { Database, Queryable } from '../../store/database'
import { answerCache } from '../balance/answerCache'
import { indexVersion } from '../indexer/indexVersion'
import { type HistoryPage, type HistoryPageQuery, readHistoryPage } from './readHistoryPage'

/** Reads one page of rows of an account's history (readHistoryPage, or a cache of it). */
export type HistoryPageReader = (query: HistoryPageQuery) => Promise<HistoryPage>

/** How long a page's rows are kept while the index of its chains does not change. */
export const HISTORY_PAGE_LIFETIME_MS = 10_000
/** The most pages kept (each at most HISTORY_PAGE_SIZE + 1 transactions and their transfers). */
export const MAX_CACHED_HISTORY_PAGES = 1_000

export interface HistoryPageCacheOptions {
  now?: () => Date
  lifetimeMs?: number
  maxEntries?: number
}

interface CursorRow {
  chain_id: number
  start_block: string
  block_number: string
  block_hash: string | null
  updated_at: string
}

/**
 * readHistoryPage on `db`, with the rows of each page kept per (account, chains, page cursor,
 * state of those chains' index) for at most `lifetimeMs`: a page is read again as soon as the
 * index of one of its chains has changed. The state is read before the page, so that a page is
 * never kept under a newer state than its own:
 * - on PGlite, from this process's count of index writes (indexVersion; the indexer writing to
 *   this database runs in this process), so a kept page costs no query;
 * - on Postgres, where other nodes index too, from the chains' index cursors, which every write
 *   of the history tables moves in the same transaction (writeBlockRange, rollBackChain).
 * Prices and icons are not kept here: readAccountHistory adds them on every request.
 */
export function cachedHistoryPages(
  db: Database,
  {
    now = () => new Date(),
    lifetimeMs = HISTORY_PAGE_LIFETIME_MS,
    maxEntries = MAX_CACHED_HISTORY_PAGES,
  }: HistoryPageCacheOptions = {},
): HistoryPageReader {
  const cache = answerCache<HistoryPage>({ lifetimeMs, now, maxEntries })
  return async (query) => {
    const state =
      db.kind === 'pglite'
        ? query.chainIds.map((chainId) => `${chainId}@${indexVersion(db, chainId)}`)
        : await cursorState(db, query.chainIds)
    const key = JSON.stringify([
      state,
      query.account,
      query.chainIds,
      query.after ?? null,
      query.limit,
    ])
    return cache.get(key, async () => ({ value: await readHistoryPage(db, query), keep: true }))
  }
}

/** Each chain's index cursor as text (`none` before the chain's first step). */
async function cursorState(db: Queryable, chainIds: readonly number[]): Promise<string[]> {
  const rows = await db.query<CursorRow>(
    `SELECT chain_id, start_block::text, block_number::text, block_hash, updated_at::text
     FROM chain_index_cursors WHERE chain_id = ANY($1::integer[])`,
    [chainIds],
  )
  const byChain = new Map(rows.map((row) => [row.chain_id, row]))
  return chainIds.map((chainId) => {
    const row = byChain.get(chainId)
    if (!row) return `${chainId}@none`
    return `${chainId}@${row.start_block}:${row.block_number}:${row.block_hash}:${row.updated_at}`
  })
}
