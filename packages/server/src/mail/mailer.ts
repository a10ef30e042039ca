/** One mail, as text and HTML. */
export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  /** The code or link the mail carries: the dev mailbox prints and lists it. */
  preview?: string
}

/** Sends mail: the dev mailbox (default) or SMTP (SMTP_URL). */
export interface Mailer {
  send(mail: Mail): Promise<void>
}
