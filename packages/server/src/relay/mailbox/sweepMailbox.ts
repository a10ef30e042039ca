import type { Queryable } from '../../store/database'

/** Deletes the messages, and their delivery records, that expired by `now` (ms). */
export async function sweepMailbox(
  db: Queryable,
  now: number,
): Promise<{ messages: number; deliveries: number }> {
  const at = new Date(now)
  const messages = await db.query('DELETE FROM relay_messages WHERE expires_at <= $1 RETURNING 1', [
    at,
  ])
  const deliveries = await db.query(
    'DELETE FROM relay_deliveries WHERE expires_at <= $1 RETURNING 1',
    [at],
  )
  return { messages: messages.length, deliveries: deliveries.length }
}
