import type { Queryable } from '../store/database'

/** The name of the first-ranked wallet whose `image_id` is `imageId`. */
export async function findWalletName(db: Queryable, imageId: string): Promise<string | undefined> {
  const [row] = await db.query<{ name: string }>(
    "SELECT entry->>'name' AS name FROM wallets WHERE image_id = $1 ORDER BY rank LIMIT 1",
    [imageId],
  )
  return row?.name
}
