import { ApiError } from '../http/apiError'
import type { Mail, Mailer } from '../mail/mailer'

/** Sends the mail; when that fails, drops what was stored for it and answers 502 MAIL_FAILED. */
export async function sendOrDiscard(
  mailer: Mailer,
  mail: Mail,
  discard: () => Promise<void>,
  log: { error(object: object, message: string): void },
) {
  try {
    await mailer.send(mail)
  } catch (error) {
    log.error({ err: error }, 'sending mail failed')
    await discard()
    throw new ApiError(502, 'MAIL_FAILED')
  }
}
