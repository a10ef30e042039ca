import type { Queryable } from '../store/database'
import type { Mail, Mailer } from './mailer'

/**
 * The dev mailbox: stores every mail in `mails` (listed at /dev/mailbox) and prints a one-line
 * summary (to, subject, the code or link) with `print`.
 */
export function devMailbox(db: Queryable, print: (line: string) => void): Mailer {
  return {
    async send(mail: Mail) {
      await db.query(
        `INSERT INTO mails (to_address, subject, text_body, html_body, preview)
         VALUES ($1, $2, $3, $4, $5)`,
        [mail.to, mail.subject, mail.text, mail.html, mail.preview ?? null],
      )
      const carries = mail.preview ? ` — ${mail.preview}` : ''
      print(`[dev mailbox] to ${mail.to}: ${mail.subject}${carries}`)
    },
  }
}
