import { createHash } from 'node:crypto'
import type { Queryable } from '../../store/database'
import type { RelayMessage } from '../relayMessage'
import { MAILBOX_COLUMNS, type MailboxRow, messageFromRow } from './mailboxRow'

export interface NewRelayMessage {
  topic: string
  message: string
  tag: number
  publisher: string
  publishedAt: number
  ttlSeconds: number
}

/**
 * Keeps a published message until its TTL. A client that publishes the same message again (a
 * retry) gets the row it made the first time, its expiry extended if the retry asks for longer.
 */
export async function storeMessage(db: Queryable, input: NewRelayMessage): Promise<RelayMessage> {
  const hash = createHash('sha256').update(input.message).digest('hex')
  const publishedAt = new Date(input.publishedAt)
  const expiresAt = new Date(input.publishedAt + input.ttlSeconds * 1000)
  const [row] = await db.query<MailboxRow>(
    `INSERT INTO relay_messages (topic, message, message_hash, tag, publisher, published_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (topic, message_hash)
       DO UPDATE SET expires_at = GREATEST(relay_messages.expires_at, EXCLUDED.expires_at)
     RETURNING ${MAILBOX_COLUMNS}`,
    [input.topic, input.message, hash, input.tag, input.publisher, publishedAt, expiresAt],
  )
  if (!row) throw new Error('INSERT … RETURNING gave no row')
  return messageFromRow(row)
}
