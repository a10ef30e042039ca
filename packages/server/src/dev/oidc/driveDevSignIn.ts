/** What the dev sign-in page is given: a name, optionally an email, or a press of Cancel. */
export interface DevSignInInput {
  name?: string
  email?: string
  emailVerified?: boolean
  cancel?: boolean
}

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
}
const unescapeHtml = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => HTML_ENTITIES[entity] ?? entity)

/**
 * The page of a `response_mode=form_post` answer: a form the browser posts at once, of hidden
 * fields only. Undefined for any other page.
 */
function formPostOf(html: string, base: URL): { action: URL; fields: URLSearchParams } | undefined {
  const form = /<form method="post" action="([^"]*)">([\s\S]*?)<\/form>/.exec(html)
  if (!form || /<input(?![^>]*type="hidden")/.test(form[2] ?? '')) return undefined
  const fields = new URLSearchParams()
  for (const [, name = '', value = ''] of (form[2] ?? '').matchAll(
    /<input type="hidden" name="([^"]*)" value="([^"]*)"\/?>/g,
  )) {
    fields.set(unescapeHtml(name), unescapeHtml(value))
  }
  return { action: new URL(unescapeHtml(form[1] ?? ''), base), fields }
}

/**
 * Plays the visitor's browser from an authorization URL through the dev provider's sign-in page
 * (keeping its cookies, following its redirects, posting a form_post answer as the page's script
 * does) until it sends the visitor to a URL starting with `redirectUri`; returns that URL. For
 * tests: the provider (and for form_post the API) must be on a Node-reachable host.
 */
export async function driveDevSignIn(
  authorizationUrl: string,
  redirectUri: string,
  input: DevSignInInput,
): Promise<URL> {
  const cookies = new Map<string, string>()
  const send = async (url: URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    }
    return response
  }
  let url = new URL(authorizationUrl)
  let submitted = false
  for (let hop = 0; hop < 10; hop++) {
    const response = await send(url)
    const location = response.headers.get('location')
    if (location) {
      await response.arrayBuffer()
      const next = new URL(location, url)
      if (next.href.startsWith(redirectUri)) return next
      url = next
      continue
    }
    const html = await response.text()
    const formPost = formPostOf(html, url)
    if (formPost) {
      const posted = await send(formPost.action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: formPost.fields.toString(),
      })
      const after = posted.headers.get('location')
      if (!after) throw new Error(`form_post answered ${posted.status}: ${await posted.text()}`)
      url = new URL(after, formPost.action)
      if (url.href.startsWith(redirectUri)) return url
      continue
    }
    if (response.status !== 200 || submitted || !html.includes('<form')) {
      throw new Error(`dev provider answered ${response.status} at ${url}: ${html.slice(0, 300)}`)
    }
    submitted = true
    const form = new URLSearchParams({
      name: input.name ?? '',
      email: input.email ?? '',
      action: input.cancel ? 'cancel' : 'sign-in',
    })
    if (input.emailVerified ?? true) form.set('email_verified', 'true')
    const posted = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
    const after = posted.headers.get('location')
    if (!after) throw new Error(`sign-in page answered ${posted.status}: ${await posted.text()}`)
    url = new URL(after, url)
    if (url.href.startsWith(redirectUri)) return url
  }
  throw new Error('too many redirects')
}
