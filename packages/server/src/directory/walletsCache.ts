import type { Queryable } from '../store/database'
import { findWalletsJson } from './findWalletsJson'
import { searchKey } from './searchKey'
import type { WalletsQuery } from './walletsQuery'

export interface WalletsCacheOptions {
  /** How many distinct answers are kept (least recently used go first). */
  maxEntries?: number
  /** How long `wallets_version` is trusted before it is read again: the most an answer lags. */
  revalidateMs?: number
  /** Milliseconds on a monotonic clock (tests move it). */
  now?: () => number
}

export interface WalletsCache {
  /** The `GET /getWallets` body for `query` (UTF-8 JSON), from the cache or the database. */
  get(query: WalletsQuery): Promise<Buffer>
}

export const WALLETS_CACHE_ENTRIES = 256
export const WALLETS_CACHE_REVALIDATE_MS = 1_000

/** One key per distinct answer: the search compared as the database compares it. */
function cacheKey(query: WalletsQuery): string {
  const search = query.search === undefined ? null : searchKey(query.search)
  const { page, entries, include, exclude, chains, badgeType } = query
  return JSON.stringify([page, entries, include, exclude, chains, search, badgeType])
}

/**
 * Answers of `GET /getWallets` kept in this process. Imports bump `wallets_version` (one row);
 * the cache reads it at most every `revalidateMs` and drops everything when it moved, so an
 * import on any node shows within that time. Concurrent misses of one key share one query; a
 * query still running when the version moves is dropped with the rest. Failures are not kept.
 * Answers are kept encoded, ready to send.
 */
export function walletsCache(db: Queryable, options: WalletsCacheOptions = {}): WalletsCache {
  const maxEntries = options.maxEntries ?? WALLETS_CACHE_ENTRIES
  const revalidateMs = options.revalidateMs ?? WALLETS_CACHE_REVALIDATE_MS
  const now = options.now ?? (() => performance.now())
  const answers = new Map<string, Promise<Buffer>>()
  let version: string | undefined
  let checkedAt = Number.NEGATIVE_INFINITY
  let checking: Promise<string> | undefined

  async function readVersion(): Promise<string> {
    const [row] = await db.query<{ version: string }>(
      'SELECT version::text AS version FROM wallets_version',
    )
    if (!row) throw new Error('wallets_version has no row')
    if (row.version !== version) answers.clear()
    version = row.version
    checkedAt = now()
    return row.version
  }

  function currentVersion(): Promise<string> {
    if (version !== undefined && now() - checkedAt < revalidateMs) return Promise.resolve(version)
    checking ??= readVersion().finally(() => {
      checking = undefined
    })
    return checking
  }

  return {
    async get(query) {
      await currentVersion()
      const key = cacheKey(query)
      const cached = answers.get(key)
      if (cached) {
        answers.delete(key)
        answers.set(key, cached)
        return cached
      }
      const answer = findWalletsJson(db, query).then((json) => Buffer.from(json, 'utf8'))
      answers.set(key, answer)
      if (answers.size > maxEntries) answers.delete(answers.keys().next().value as string)
      try {
        return await answer
      } catch (error) {
        if (answers.get(key) === answer) answers.delete(key)
        throw error
      }
    },
  }
}
