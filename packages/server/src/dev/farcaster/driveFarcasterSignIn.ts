/** What the dev signer's page is given: a test user's fid (the first user unless told), or Cancel. */
export interface FarcasterSignInInput {
  fid?: number
  cancel?: boolean
}

/**
 * Plays the visitor's Farcaster app from a sign-in link (the `url` of GET_FARCASTER_URI, which
 * points at the dev signer in dev mode): opens the page and approves as a test user (or cancels).
 * Resolves once the relay has the signed message; throws with the page's text otherwise. For
 * tests: the API must be on a Node-reachable host.
 */
export async function driveFarcasterSignIn(
  url: string,
  input: FarcasterSignInInput = {},
): Promise<void> {
  const link = new URL(url)
  const opened = await fetch(link, { redirect: 'manual' })
  const html = await opened.text()
  if (opened.status !== 200 || !html.includes('<form')) {
    throw new Error(`dev signer answered ${opened.status} at ${link}: ${html.slice(0, 300)}`)
  }
  const fid = input.fid ?? Number(/name="fid" value="(\d+)"/.exec(html)?.[1])
  const form = new URLSearchParams({
    channelToken: link.searchParams.get('channelToken') ?? '',
    fid: String(fid),
    action: input.cancel ? 'cancel' : 'approve',
  })
  const posted = await fetch(new URL(link.pathname, link), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  })
  const answer = await posted.text()
  if (posted.status !== 200) {
    throw new Error(`dev signer answered ${posted.status}: ${answer.slice(0, 300)}`)
  }
}
