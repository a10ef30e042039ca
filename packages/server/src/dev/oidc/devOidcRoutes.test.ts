import { SOCIAL_CALLBACK_PATH } from '@foyer/protocol'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DevOidcStandIns } from '../../auth/social/resolveSocialProviders'
import { devOidcRoutes } from './devOidcRoutes'
import { driveDevSignIn } from './driveDevSignIn'

const redirectUri = `http://wallet.foyer.localhost:8788${SOCIAL_CALLBACK_PATH}`

describe('the dev OpenID provider', () => {
  let app: FastifyInstance
  let origin: string
  let standIns: DevOidcStandIns
  beforeAll(async () => {
    app = Fastify()
    await app.listen({ port: 0, host: '127.0.0.1' })
    origin = app.listeningOrigin
    await app.close()
    // The issuer must be known before the routes exist: take the port again.
    app = Fastify()
    standIns = await devOidcRoutes(app, { publicApiUrl: origin, redirectUri })
    await app.listen({ port: Number(new URL(origin).port), host: '127.0.0.1' })
  })
  afterAll(() => app.close())

  function authorizationUrl(clientId = 'foyer-dev-discord') {
    const url = new URL(`${origin}/dev/oidc/auth`)
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state: 's',
      prompt: 'login',
    }).toString()
    return url.href
  }

  it('registers one client per provider', () => {
    expect(Object.keys(standIns.clients)).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
    ])
    expect(standIns.issuer).toBe(`${origin}/dev/oidc`)
  })

  it('shows its sign-in page and refuses a blank name or a bad email', async () => {
    const first = await fetch(authorizationUrl(), { redirect: 'manual' })
    const page = new URL(first.headers.get('location') ?? '', origin)
    const cookie = first.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const shown = await fetch(page, { headers: { cookie } })
    // Its form ends at the frame's callback page (after redirects): only that origin is added.
    expect(shown.headers.get('content-security-policy')).toContain(
      "form-action 'self' http://wallet.foyer.localhost:8788;",
    )
    const html = await shown.text()
    expect(html).toContain('Sign in with discord (dev provider)')
    for (const [form, problem] of [
      [{ name: ' ' }, 'Enter a user name'],
      [{ name: 'a'.repeat(65) }, 'Enter a user name'],
      [{ name: 'ann', email: 'not-an-email' }, 'Enter a valid email'],
    ] as const) {
      const posted = await fetch(page, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ action: 'sign-in', ...form }).toString(),
      })
      expect(posted.status).toBe(400)
      expect(await posted.text()).toContain(problem)
    }
  })

  it('answers an unknown interaction with an error page', async () => {
    const response = await fetch(`${origin}/dev/oidc/interaction/nope`)
    expect(response.status).toBeGreaterThanOrEqual(400)
  })

  it('refuses a client it does not know', async () => {
    const response = await fetch(authorizationUrl('someone-else'), { redirect: 'manual' })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('invalid_client')
  })

  it('serves profiles only for a live access token, in the provider’s shape', async () => {
    const back = await driveDevSignIn(authorizationUrl(), redirectUri, { name: 'ann' })
    const client = standIns.clients.discord
    const tokens = (await (
      await fetch(`${origin}/dev/oidc/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: back.searchParams.get('code') ?? '',
          redirect_uri: redirectUri,
        }).toString(),
      })
    ).json()) as { access_token: string }
    const profile = (path: string, token = tokens.access_token) =>
      fetch(`${origin}/dev/oidc/profile/${path}`, { headers: { authorization: `Bearer ${token}` } })
    expect(await (await profile('discord')).json()).toMatchObject({
      username: 'ann',
      discriminator: '0',
      email: null,
      verified: false,
    })
    expect(await (await profile('github/emails')).json()).toEqual([])
    expect((await profile('apple')).status).toBe(404)
    expect((await profile('discord', 'forged')).status).toBe(401)
    expect((await fetch(`${origin}/dev/oidc/profile/discord`)).status).toBe(401)
  })
})
