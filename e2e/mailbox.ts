import { expect } from '@playwright/test'
import { API_URL } from './stack'

type Mail = { id: number; to: string; subject: string; text: string; preview: string | null }

/**
 * The dev mailbox (GET /dev/mailbox?to=) of the e2e stack, or of the API at `api` (a spec's own
 * stack), newest first.
 */
export async function mailsTo(to: string, api = API_URL): Promise<Mail[]> {
  const response = await fetch(`${api}/dev/mailbox?to=${encodeURIComponent(to)}`)
  if (!response.ok) throw new Error(`GET /dev/mailbox answered ${response.status}`)
  return ((await response.json()) as { mails: Mail[] }).mails
}

/** Waits for a mail to `to` newer than `afterId` that `matches`, and returns it. */
export async function nextMail(
  to: string,
  matches: (mail: Mail) => boolean,
  afterId = 0,
  api = API_URL,
): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(async () => {
      found = (await mailsTo(to, api)).find((mail) => mail.id > afterId && matches(mail))
      return Boolean(found)
    })
    .toBe(true)
  return found as Mail
}

/** The id of the newest mail to `to` (0 without any): later mails are the new ones. */
export async function lastMailId(to: string, api = API_URL): Promise<number> {
  return (await mailsTo(to, api))[0]?.id ?? 0
}

const CODE = /^\d{6}$/

/** The 6-digit code of the newest code mail (its preview is the code) to `to` after `afterId`. */
export async function nextCode(to: string, afterId = 0, api = API_URL): Promise<string> {
  const mail = await nextMail(to, (candidate) => CODE.test(candidate.preview ?? ''), afterId, api)
  return mail.preview as string
}
