import { DEV_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { route } from '../http/route'
import type { Database } from '../store/database'
import { escapeHtml } from './escapeHtml'
import { listMails } from './listMails'

function toFilter(query: unknown): string | undefined {
  const to = (query as { to?: unknown } | undefined)?.to
  return typeof to === 'string' && to !== '' ? to : undefined
}

/**
 * The dev mailbox (public, dev only: registered when SMTP_URL is unset): `GET /dev/mailbox`
 * → `{mails: StoredMail[]}` newest first, `?to=` one address; `GET /dev/mailbox.html` → the same
 * as an HTML page.
 */
export function mailboxRoutes(app: FastifyInstance, { db }: { db: Database }) {
  route(app, DEV_ROUTES.mailbox, async (request) => ({
    mails: await listMails(db, toFilter(request.query)),
  }))
  route(app, DEV_ROUTES.mailboxPage, async (request, reply) => {
    const mails = await listMails(db, toFilter(request.query))
    const items = mails
      .map(
        (mail) =>
          `<li><p><strong>${escapeHtml(mail.subject)}</strong> — to ${escapeHtml(mail.to)} at ${escapeHtml(mail.sentAt)}</p><pre>${escapeHtml(mail.text)}</pre></li>`,
      )
      .join('')
    const body = mails.length === 0 ? '<p>No mail yet.</p>' : `<ol reversed>${items}</ol>`
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html><head><meta charset="utf-8"><title>Foyer dev mailbox</title></head><body style="font-family:system-ui,sans-serif"><h1>Dev mailbox</h1>${body}</body></html>`,
      )
  })
}
