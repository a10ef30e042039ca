import { OTP_TTL_SECONDS } from '../auth/authProtocol'
import { escapeHtml } from './escapeHtml'
import type { Mail } from './mailer'

export type MailContent = Omit<Mail, 'to'>

const MINUTES = OTP_TTL_SECONDS / 60

function page(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.5">${body}</body></html>`
}

function codeMail(subject: string, intro: string, code: string): MailContent {
  return {
    subject,
    preview: code,
    text: `${intro}\n\n    ${code}\n\nThe code expires in ${MINUTES} minutes and works once. If you did not ask for it, ignore this mail: nobody can sign in without the code.\n`,
    html: page(
      subject,
      `<p>${escapeHtml(intro)}</p><p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p><p>The code expires in ${MINUTES} minutes and works once. If you did not ask for it, ignore this mail: nobody can sign in without the code.</p>`,
    ),
  }
}

/** The 6-digit sign-in code. */
export function loginCodeMail(code: string): MailContent {
  return codeMail(`Your sign-in code: ${code}`, 'Enter this code to sign in to your wallet:', code)
}

/** The link that approves a new device of a known user. */
export function deviceApprovalMail(link: string): MailContent {
  const subject = 'Approve your new device'
  const intro =
    'Someone is signing in to your wallet from a device we have not seen before. If it was you, approve the device with this link:'
  const warning = `The link expires in ${MINUTES} minutes and works once. If you did not just try to sign in, do not open it: whoever started the sign-in would get into your wallet.`
  return {
    subject,
    preview: link,
    text: `${intro}\n\n${link}\n\n${warning}\n`,
    html: page(
      subject,
      `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">Approve this device</a></p><p>${escapeHtml(warning)}</p>`,
    ),
  }
}

/** Codes of the email update: first to the current address, then to the new one. */
export function emailUpdateCodeMail(
  code: string,
  step: 'primary' | 'secondary',
  newEmail: string,
): MailContent {
  return step === 'primary'
    ? codeMail(
        `Confirm your email change: ${code}`,
        `To move your wallet to ${newEmail}, enter this code:`,
        code,
      )
    : codeMail(
        `Confirm your new email: ${code}`,
        `Enter this code to confirm ${newEmail} as your wallet's email address:`,
        code,
      )
}

/**
 * The notice that a device received the recovery share (GET /wallet/v1/shares/recovery): the
 * wallet's key is now on another device. Sent before the share leaves the server.
 */
export function walletRestoredMail(address: string, when: Date): MailContent {
  const subject = 'Your wallet was restored on a new device'
  const intro = `Your wallet ${address} was restored on a new device at ${when.toISOString().replace('T', ' ').slice(0, 16)} UTC: a device that signed in with this email address and was approved now holds your wallet's key.`
  const ok = 'If this was you, there is nothing to do.'
  const warning =
    'If it was not you, someone who can read your email now holds your wallet: move your funds to a wallet only you control, then secure this email account (change its password, check its forwarding rules).'
  return {
    subject,
    text: `${intro}\n\n${ok}\n\n${warning}\n`,
    html: page(
      subject,
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(ok)}</p><p><strong>${escapeHtml(warning)}</strong></p>`,
    ),
  }
}
