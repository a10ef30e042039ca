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
  /** The project the publisher connected with ('' when unknown): its quota counts it. */
  projectId?: string
}

interface Insert {
  topic: string
  message: string
  hash: string
  tag: number
  publisher: string
  projectId: string
  bytes: number
  publishedAt: Date
  expiresAt: Date
}

/**
 * Keeps published messages until their TTL, in one INSERT; answers them in input order, ids
 * ascending in that order. A message already kept on its topic (a client's retried publish) is
 * the row made the first time, its expiry extended if the retry asks for longer.
 */
export async function storeMessages(
  db: Queryable,
  inputs: readonly NewRelayMessage[],
): Promise<RelayMessage[]> {
  if (inputs.length === 0) return []
  // One row per (topic, message) in the statement: Postgres refuses to update a row twice.
  const inserts = new Map<string, Insert>()
  const keys = inputs.map((input) => {
    const hash = createHash('sha256').update(input.message).digest('hex')
    const key = `${input.topic}:${hash}`
    const expiresAt = new Date(input.publishedAt + input.ttlSeconds * 1000)
    const earlier = inserts.get(key)
    if (earlier) {
      if (expiresAt > earlier.expiresAt) earlier.expiresAt = expiresAt
    } else {
      const publishedAt = new Date(input.publishedAt)
      inserts.set(key, {
        topic: input.topic,
        message: input.message,
        tag: input.tag,
        publisher: input.publisher,
        projectId: input.projectId ?? '',
        bytes: Buffer.byteLength(input.message),
        hash,
        publishedAt,
        expiresAt,
      })
    }
    return key
  })
  const rows = [...inserts.values()]
  const stored = await db.query<MailboxRow & { message_hash: string }>(
    `INSERT INTO relay_messages (topic, message, message_hash, tag, publisher, published_at, expires_at,
                                 project_id, bytes)
     SELECT topic, message, message_hash, tag, publisher, published_at, expires_at, project_id, bytes
     FROM unnest($1::text[], $2::text[], $3::text[], $4::integer[], $5::text[],
                 $6::timestamptz[], $7::timestamptz[], $8::text[], $9::integer[]) WITH ORDINALITY AS input
       (topic, message, message_hash, tag, publisher, published_at, expires_at, project_id, bytes,
        position)
     ORDER BY position
     ON CONFLICT (topic, message_hash)
       DO UPDATE SET expires_at = GREATEST(relay_messages.expires_at, EXCLUDED.expires_at)
     RETURNING ${MAILBOX_COLUMNS}, message_hash`,
    [
      rows.map((row) => row.topic),
      rows.map((row) => row.message),
      rows.map((row) => row.hash),
      rows.map((row) => row.tag),
      rows.map((row) => row.publisher),
      rows.map((row) => row.publishedAt),
      rows.map((row) => row.expiresAt),
      rows.map((row) => row.projectId),
      rows.map((row) => row.bytes),
    ],
  )
  const byKey = new Map(stored.map((row) => [`${row.topic}:${row.message_hash}`, row]))
  return keys.map((key) => {
    const row = byKey.get(key)
    if (!row) throw new Error(`INSERT … RETURNING gave no row for ${key}`)
    return messageFromRow(row)
  })
}
