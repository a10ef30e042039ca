import type { Queryable } from '../store/database'
import { searchKey } from './searchKey'
import type { WalletsQuery } from './walletsQuery'

/**
 * One round trip: the total count and the page, with the page's entries joined as stored
 * (`entry` is json text) so that nothing is parsed and serialised again in Node.
 */
function walletsSql(query: WalletsQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const where: string[] = []
  if (query.include) where.push(`id = ANY(${param(query.include)}::text[])`)
  if (query.exclude) where.push(`id <> ALL(${param(query.exclude)}::text[])`)
  if (query.chains) where.push(`chains && ${param(query.chains)}::text[]`)
  if (query.badgeType) where.push(`badge_type = ${param(query.badgeType)}`)
  // Name prefix matches first, then the other matches; each group in rank order.
  let later = 'false'
  let order = 'rank'
  if (query.search !== undefined) {
    const term = param(searchKey(query.search))
    where.push(`strpos(name_lower, ${term}) > 0`)
    later = `NOT starts_with(name_lower, ${term})`
    order = 'later, rank'
  }
  const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''
  const limit = param(query.entries)
  const offset = param((query.page - 1) * query.entries)
  // Separate scans for count and page, so that an unfiltered page stops early (index on rank).
  const sql = `
SELECT
  (SELECT count(*) FROM wallets ${filter})::integer AS count,
  (SELECT string_agg(entry::text, ',' ORDER BY later, rank) FROM (
    SELECT entry, rank, ${later} AS later FROM wallets ${filter}
    ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}
  ) AS page) AS data`
  return { sql, params }
}

/** The `GET /getWallets` response body `{"data":[…],"count":n}` as JSON text. */
export async function findWalletsJson(db: Queryable, query: WalletsQuery): Promise<string> {
  const { sql, params } = walletsSql(query)
  const [row] = await db.query<{ count: number; data: string | null }>(sql, params)
  return `{"data":[${row?.data ?? ''}],"count":${row?.count ?? 0}}`
}
