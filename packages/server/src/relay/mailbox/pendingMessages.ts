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
  /** At most this many messages… */
  limit: number
  /** …and at most this many bytes of them (the first message always comes). */
  maxBytes: number
}

export interface PendingPage {
  messages: RelayMessage[]
  /** More wait after this page. */
  hasMore: boolean
}

/**
 * One page of the messages of `topics` that `clientId` has not acknowledged, did not publish,
 * and that have not expired, oldest first. The page is cut by count and by bytes, read from the
 * sizes alone, so that no read holds more than `maxBytes` of messages in memory.
 */
export async function pendingMessages(db: Queryable, query: PendingQuery): Promise<PendingPage> {
  const sizes = await db.query<{ id: string; bytes: number }>(
    `SELECT m.id::text AS id, m.bytes FROM relay_messages m
     WHERE m.topic = ANY($1::text[]) AND m.expires_at > $2 AND m.publisher <> $3 AND m.id > $4
       AND NOT EXISTS (
         SELECT 1 FROM relay_deliveries d WHERE d.message_id = m.id AND d.client_id = $3
       )
     ORDER BY m.id
     LIMIT $5`,
    [[...query.topics], new Date(query.now), query.clientId, query.afterId ?? '0', query.limit + 1],
  )
  const ids: string[] = []
  let bytes = 0
  for (const row of sizes.slice(0, query.limit)) {
    if (ids.length > 0 && bytes + row.bytes > query.maxBytes) break
    ids.push(row.id)
    bytes += row.bytes
  }
  if (ids.length === 0) return { messages: [], hasMore: false }
  const rows = await db.query<MailboxRow>(
    `SELECT ${MAILBOX_COLUMNS} FROM relay_messages m WHERE m.id = ANY($1::bigint[]) ORDER BY m.id`,
    [ids],
  )
  return { messages: rows.map(messageFromRow), hasMore: sizes.length > ids.length }
}
