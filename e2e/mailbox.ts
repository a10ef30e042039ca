import { expect } from '@playwright/test'
import { API_URL } from './stack'

type Mail = { id: number; to: string; subject: string; text: string; preview: string | null }

/** The dev mailbox of the e2e stack (GET /dev/mailbox?to=), newest first. */
export async function mailsTo(to: string): Promise<Mail[]> {
  const response = await fetch(`${API_URL}/dev/mailbox?to=${encodeURIComponent(to)}`)
  if (!response.ok) throw new Error(`GET /dev/mailbox answered ${response.status}`)
  return ((await response.json()) as { mails: Mail[] }).mails
}

/** Waits for a mail to `to` newer than `afterId` that `matches`, and returns it. */
export async function nextMail(
  to: string,
  matches: (mail: Mail) => boolean,
  afterId = 0,
): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(async () => {
      found = (await mailsTo(to)).find((mail) => mail.id > afterId && matches(mail))
      return Boolean(found)
    })
    .toBe(true)
  return found as Mail
}

/** The id of the newest mail to `to` (0 without any): later mails are the new ones. */
export async function lastMailId(to: string): Promise<number> {
  return (await mailsTo(to))[0]?.id ?? 0
}

const CODE = /^\d{6}$/

/** The 6-digit code of the newest code mail (its preview is the code) to `to` after `afterId`. */
export async function nextCode(to: string, afterId = 0): Promise<string> {
  const mail = await nextMail(to, (candidate) => CODE.test(candidate.preview ?? ''), afterId)
  return mail.preview as string
}
