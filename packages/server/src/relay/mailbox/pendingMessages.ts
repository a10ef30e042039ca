import type { Queryable } from '../../store/database'
import type { RelayMessage } from '../relayMessage'
import { MAILBOX_COLUMNS, type MailboxRow, messageFromRow } from './mailboxRow'

export interface PendingQuery {
  topics: readonly string[]
  clientId: string
  /** Milliseconds since the epoch: messages that expired by then are left out. */
  now: number
  /** Only messages after this row id (paging). */
  afterId?: string
  limit: number
}

/**
 * Messages of `topics` that `clientId` has not acknowledged, did not publish, and that have not
 * expired, oldest first.
 */
export async function pendingMessages(db: Queryable, query: PendingQuery): Promise<RelayMessage[]> {
  const rows = await db.query<MailboxRow>(
    `SELECT ${MAILBOX_COLUMNS} FROM relay_messages m
     WHERE m.topic = ANY($1::text[]) AND m.expires_at > $2 AND m.publisher <> $3 AND m.id > $4
       AND NOT EXISTS (
         SELECT 1 FROM relay_deliveries d WHERE d.message_id = m.id AND d.client_id = $3
       )
     ORDER BY m.id
     LIMIT $5`,
    [[...query.topics], new Date(query.now), query.clientId, query.afterId ?? '0', query.limit],
  )
  return rows.map(messageFromRow)
}
