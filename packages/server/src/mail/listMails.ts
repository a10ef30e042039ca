import type { Queryable } from '../store/database'

/** A mail of the dev mailbox, as `GET /dev/mailbox` lists it. */
export interface StoredMail {
  id: number
  to: string
  subject: string
  text: string
  html: string
  preview: string | null
  sentAt: string
}

interface MailRow {
  id: string | number
  to_address: string
  subject: string
  text_body: string
  html_body: string
  preview: string | null
  sent_at: Date | string
}

export const MAILBOX_LIMIT = 100

/** The newest MAILBOX_LIMIT mails first, optionally only those to one address (any case). */
export async function listMails(db: Queryable, to?: string): Promise<StoredMail[]> {
  const rows = await db.query<MailRow>(
    `SELECT id, to_address, subject, text_body, html_body, preview, sent_at FROM mails
     WHERE $1::text IS NULL OR lower(to_address) = lower($1::text)
     ORDER BY id DESC LIMIT ${MAILBOX_LIMIT}`,
    [to ?? null],
  )
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    preview: row.preview,
    sentAt: new Date(row.sent_at).toISOString(),
  }))
}
