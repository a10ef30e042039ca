import type { Config } from '../config/loadConfig'
import type { Queryable } from '../store/database'
import { devMailbox } from './devMailbox'
import type { Mailer } from './mailer'
import { smtpMailer } from './smtpMailer'

/**
 * SMTP when SMTP_URL is set; in dev mode, else the dev mailbox, which prints to the console
 * unless LOG_LEVEL=silent; otherwise every send fails, naming the missing setting.
 */
export function createMailer(config: Config, db: Queryable): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom)
  if (!config.devMode) return noMailServer
  return devMailbox(db, (line) => {
    if (config.logLevel !== 'silent') console.info(line)
  })
}

const noMailServer: Mailer = {
  async send() {
    throw new Error('No mail server: set SMTP_URL (the dev mailbox exists only in dev mode)')
  },
}
