import type { Queryable } from '../store/database'

/**
 * Counts one more sponsored operation for `account` today (UTC), unless it already has `cap`:
 * true when counted. One statement, so two API nodes signing at once cannot both take the last
 * one.
 */
export async function countSponsoredOperation(
  db: Queryable,
  {
    projectId,
    account,
    cap,
    now = new Date(),
  }: {
    projectId: string
    account: string
    cap: number
    now?: Date
  },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO sponsored_operations (project_id, account, day, count) VALUES ($1, $2, $3, 1)
     ON CONFLICT (project_id, account, day)
     DO UPDATE SET count = sponsored_operations.count + 1 WHERE sponsored_operations.count < $4
     RETURNING count`,
    [projectId, account.toLowerCase(), now.toISOString().slice(0, 10), cap],
  )
  return rows.length > 0
}

/** How many sponsored operations `account` has had today (UTC). */
export async function sponsoredToday(
  db: Queryable,
  { projectId, account, now = new Date() }: { projectId: string; account: string; now?: Date },
): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count FROM sponsored_operations WHERE project_id = $1 AND account = $2 AND day = $3',
    [projectId, account.toLowerCase(), now.toISOString().slice(0, 10)],
  )
  return row?.count ?? 0
}
