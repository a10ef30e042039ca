import type { Queryable } from '../../store/database'

export interface Delivery {
  messageId: string
  clientId: string
  /** The message's expiry (ms since the epoch): the record is swept with it. */
  expiresAt: number
}

/** Records that these clients got these messages: they are not delivered to them again. */
export async function markDelivered(db: Queryable, deliveries: readonly Delivery[]): Promise<void> {
  if (deliveries.length === 0) return
  await db.query(
    `INSERT INTO relay_deliveries (message_id, client_id, expires_at)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::timestamptz[])
     ON CONFLICT DO NOTHING`,
    [
      deliveries.map((delivery) => delivery.messageId),
      deliveries.map((delivery) => delivery.clientId),
      deliveries.map((delivery) => new Date(delivery.expiresAt)),
    ],
  )
}
