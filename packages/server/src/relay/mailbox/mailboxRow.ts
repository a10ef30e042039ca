import type { RelayMessage } from '../relayMessage'

/** The columns of relay_messages that make a RelayMessage. */
export const MAILBOX_COLUMNS =
  'id::text AS id, topic, message, tag, publisher, published_at, expires_at'

export interface MailboxRow {
  id: string
  topic: string
  message: string
  tag: number
  publisher: string
  published_at: Date
  expires_at: Date
}

export function messageFromRow(row: MailboxRow): RelayMessage {
  return {
    id: row.id,
    topic: row.topic,
    message: row.message,
    tag: row.tag,
    publisher: row.publisher,
    publishedAt: new Date(row.published_at).getTime(),
    expiresAt: new Date(row.expires_at).getTime(),
  }
}
