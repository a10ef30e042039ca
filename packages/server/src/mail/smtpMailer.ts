import nodemailer from 'nodemailer'
import type { Mail, Mailer } from './mailer'

export interface SmtpMailer extends Mailer {
  close(): void
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Mail over SMTP (SMTP_URL, `smtp://user:pass@host:port`; `smtps://` for implicit TLS). STARTTLS
 * is used when the server offers it, except on a loopback host (a local test server), where it
 * is off; `?ignoreTLS=false` or `?requireTLS=true` in the URL override that.
 */
export function smtpMailer(url: string, from: string): SmtpMailer {
  const transport = nodemailer.createTransport({
    url,
    ignoreTLS: LOOPBACK_HOSTS.has(new URL(url).hostname),
  })
  return {
    async send(mail: Mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      })
    },
    close() {
      transport.close()
    },
  }
}
