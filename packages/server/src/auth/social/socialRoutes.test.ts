import { randomBytes } from 'node:crypto'
import {
  SOCIAL_CALLBACK_PATH,
  SOCIAL_FORM_CALLBACK_MAX_BYTES,
  SOCIAL_FORM_CALLBACK_PATH,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../app/createApp'
import { type DevSignInInput, driveDevSignIn } from '../../dev/oidc/driveDevSignIn'
import { createProject } from '../../projects/createProject'
import type { Project } from '../../projects/project'
import { setProjectSocialClient } from '../../projects/projectSocialCredentials'
import type { Database } from '../../store/database'
import { migrate } from '../../store/migrate'
import { freePort } from '../../test/postgresCluster'
import { testConfig } from '../../test/testConfig'
import { freshPglite } from '../../test/testDatabases'
import type { AuthHasher } from '../authHasher'
import { captureMailer, FRAME_ORIGIN, frameClient, hasherOf } from '../authTestClient'
import { ensureUser } from '../users'
import { loadSocialSecretKey } from './loadSocialSecretKey'

const deviceA = 'device-a-0123456789abcdef'
const deviceB = 'device-b-0123456789abcdef'
const redirectUri = `${FRAME_ORIGIN}${SOCIAL_CALLBACK_PATH}`

describe('social sign-in through the dev provider', () => {
  let db: Database
  let app: FastifyInstance
  let client: ReturnType<typeof frameClient>
  let project: Project
  let hasher: AuthHasher
  let offsetMs = 0
  beforeAll(async () => {
    hasher = await hasherOf()
    db = await freshPglite()
    await migrate(db)
    project = await createProject(db, {
      name: 'Shop',
      allowedOrigins: ['http://*.foyer.localhost:*'],
    })
    const port = await freePort()
    app = await createApp(testConfig({ PUBLIC_API_URL: `http://127.0.0.1:${port}` }), {
      db,
      mailer: captureMailer(),
      now: () => new Date(Date.now() + offsetMs),
      walletKeys: { authShareKey: randomBytes(32), recoveryKey: randomBytes(32) },
    })
    await app.listen({ port, host: '127.0.0.1' })
    client = frameClient(app, project.id)
  })
  afterAll(async () => {
    await app.close()
    await db.close()
  })
  beforeEach(async () => {
    offsetMs = 0
    await db.exec(
      'TRUNCATE users, devices, sessions, social_identities, social_logins, social_nonces, project_social_credentials CASCADE',
    )
  })

  async function start(provider: SocialProvider, deviceId = deviceA) {
    const response = await client.post('/auth/v1/social/start', { provider, deviceId })
    expect(response.statusCode).toBe(200)
    return new URL(response.json().uri as string)
  }
  /** Start, the visitor at the dev provider, then what the callback page gets. */
  async function authorize(provider: SocialProvider, input: DevSignInInput, deviceId = deviceA) {
    const uri = await start(provider, deviceId)
    const back = await driveDevSignIn(uri.href, redirectUri, input)
    return { uri, back, state: back.searchParams.get('state') as string }
  }
  const callback = (body: Record<string, unknown>) => client.post('/auth/v1/social/callback', body)
  async function signIn(provider: SocialProvider, input: DevSignInInput, deviceId = deviceA) {
    const { back, state } = await authorize(provider, input, deviceId)
    const response = await callback({ state, deviceId, code: back.searchParams.get('code') })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as {
      token: string
      expiresAt: string
      user: { id: string; email: string | null }
      provider: string
      username: string | null
    }
  }

  it('starts with state, nonce and a PKCE challenge, returning to the frame’s callback page', async () => {
    const uri = await start('google')
    expect(uri.origin + uri.pathname).toBe(`${app.listeningOrigin}/dev/oidc/auth`)
    const params = Object.fromEntries(uri.searchParams)
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'foyer-dev-google',
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    })
    const [row] = await db.query<{ state_hash: string; device_id: string }>(
      'SELECT state_hash, device_id FROM social_logins',
    )
    expect(row?.device_id).toBe(hasher.device(deviceA))
    expect(row?.state_hash).not.toBe(params.state)
  })

  it('signs in a new user, who then has a live session and can store a wallet', async () => {
    const grant = await signIn('google', { name: 'Ann', email: 'Ann@Example.com' })
    expect(grant).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
      user: { id: expect.any(String), email: 'ann@example.com' },
      provider: 'google',
      username: 'Ann',
    })
    const status = await client.get('/auth/v1/session', { token: grant.token })
    expect(status.json()).toEqual({
      isConnected: true,
      user: { id: grant.user.id, email: 'ann@example.com' },
    })
    const stored = await client.post(
      '/wallet/v1/shares',
      { address: `0x${'ab'.repeat(20)}`, authShare: 'aa', recoveryShare: 'bb' },
      { token: grant.token },
    )
    expect(stored.statusCode).toBe(201)
    const [session] = await db.query<{ origin: string }>('SELECT origin FROM sessions')
    expect(session?.origin).toBe(FRAME_ORIGIN)
  })

  it('signs a returning user in as the same user, on a new device too', async () => {
    const first = await signIn('discord', { name: 'ann', email: 'ann@example.com' })
    const again = await signIn('discord', { name: 'ann', email: 'ann@example.com' }, deviceB)
    expect(again.user.id).toBe(first.user.id)
    expect(again.token).not.toBe(first.token)
    const identities = await db.query('SELECT provider, username FROM social_identities')
    expect(identities).toEqual([{ provider: 'discord', username: 'ann' }])
    const devices = await db.query<{ device_id: string }>('SELECT device_id FROM devices')
    expect(devices.map((row) => row.device_id).sort()).toEqual(
      [hasher.device(deviceA), hasher.device(deviceB)].sort(),
    )
  })

  it('keeps apart the same name at two providers', async () => {
    const google = await signIn('google', { name: 'bob' })
    const github = await signIn('github', { name: 'bob' })
    expect(github.user.id).not.toBe(google.user.id)
  })

  const expected: Record<SocialProvider, { email: string | null; verified: boolean }> = {
    google: { email: 'cy@example.com', verified: true },
    apple: { email: 'cy@example.com', verified: true },
    github: { email: 'cy@example.com', verified: true },
    facebook: { email: 'cy@example.com', verified: false },
    x: { email: null, verified: false },
    discord: { email: 'cy@example.com', verified: true },
  }
  it.each(SOCIAL_PROVIDERS)('maps %s’s answers, with the dev provider standing in', async (id) => {
    const grant = await signIn(id, { name: 'cy', email: 'cy@example.com' })
    expect(grant.provider).toBe(id)
    expect(grant.username).toBe(id === 'apple' ? null : 'cy')
    const [identity] = await db.query<{ subject: string; email: string; email_verified: boolean }>(
      'SELECT subject, email, email_verified FROM social_identities',
    )
    expect({ email: identity?.email, verified: identity?.email_verified }).toEqual(expected[id])
    expect(identity?.subject).toMatch(
      id === 'google' || id === 'apple' ? /^dev-[0-9a-f]{32}$/ : /^\d+$/,
    )
    // Only a verified email becomes the user's.
    expect(grant.user.email).toBe(expected[id].verified ? 'cy@example.com' : null)
  })

  it('links to the email user of a verified email, and their wallet', async () => {
    const emailUser = await ensureUser(db, 'dee@example.com', new Date())
    const grant = await signIn('github', { name: 'dee', email: 'dee@example.com' })
    expect(grant.user).toEqual({ id: emailUser.id, email: 'dee@example.com' })
  })

  it('does not link an unverified email', async () => {
    const emailUser = await ensureUser(db, 'eve@example.com', new Date())
    const grant = await signIn('discord', {
      name: 'eve',
      email: 'eve@example.com',
      emailVerified: false,
    })
    expect(grant.user.id).not.toBe(emailUser.id)
    expect(grant.user.email).toBeNull()
    const users = await db.query('SELECT email FROM users ORDER BY email')
    expect(users).toEqual([{ email: 'eve@example.com' }, { email: null }])
  })

  it('refuses a state it did not start, another device’s, or one used before', async () => {
    const { back, state } = await authorize('google', { name: 'fay' })
    const code = back.searchParams.get('code')
    const unknown = await callback({ state: 'x'.repeat(43), deviceId: deviceA, code })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.code).toBe('SOCIAL_STATE_INVALID')
    expect(unknown.json().error.message).toMatch(/^Failed to connect: /)
    const otherDevice = await callback({ state, deviceId: deviceB, code })
    expect(otherDevice.json().error.code).toBe('SOCIAL_STATE_INVALID')
    expect((await callback({ state, deviceId: deviceA, code })).statusCode).toBe(200)
    const replay = await callback({ state, deviceId: deviceA, code })
    expect(replay.json().error.code).toBe('SOCIAL_STATE_INVALID')
  })

  it('refuses a state after SOCIAL_LOGIN_TTL_SECONDS', async () => {
    const { back, state } = await authorize('google', { name: 'gus' })
    offsetMs = 10 * 60 * 1000 + 1
    const late = await callback({ state, deviceId: deviceA, code: back.searchParams.get('code') })
    expect(late.json().error.code).toBe('SOCIAL_STATE_INVALID')
  })

  it('reports the provider’s error, and uses up the state', async () => {
    const { back, state } = await authorize('x', { cancel: true })
    expect(back.searchParams.get('error')).toBe('access_denied')
    const body = {
      state,
      deviceId: deviceA,
      error: back.searchParams.get('error'),
      errorDescription: back.searchParams.get('error_description'),
    }
    const response = await callback(body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'SOCIAL_PROVIDER_ERROR',
      message: 'Failed to connect: x answered access_denied (The visitor cancelled the sign-in)',
    })
    expect((await callback(body)).json().error.code).toBe('SOCIAL_STATE_INVALID')
  })

  it('refuses a code the provider did not issue', async () => {
    const { state } = await authorize('google', { name: 'hal' })
    const response = await callback({ state, deviceId: deviceA, code: 'not-a-code' })
    expect(response.statusCode).toBe(401)
    expect(response.json().error.code).toBe('SOCIAL_PROVIDER_FAILED')
    expect(response.json().error.message).toContain('invalid_grant')
  })

  it('refuses a code exchanged without its PKCE verifier', async () => {
    const { back, state } = await authorize('google', { name: 'ida' })
    await db.exec('UPDATE social_logins SET code_verifier = NULL')
    const response = await callback({
      state,
      deviceId: deviceA,
      code: back.searchParams.get('code'),
    })
    expect(response.statusCode).toBe(401)
    expect(response.json().error.message).toContain('invalid_grant')
  })

  it('refuses a nonce other than the one it sent', async () => {
    const { back, state } = await authorize('google', { name: 'jo' })
    await db.exec("UPDATE social_logins SET nonce = 'another-nonce'")
    const response = await callback({
      state,
      deviceId: deviceA,
      code: back.searchParams.get('code'),
    })
    expect(response.statusCode).toBe(401)
    expect(response.json().error.code).toBe('SOCIAL_TOKEN_INVALID')
  })

  it('refuses bad bodies and other origins', async () => {
    const farcaster = await client.post('/auth/v1/social/start', {
      provider: 'farcaster',
      deviceId: deviceA,
    })
    expect(farcaster.statusCode).toBe(400)
    expect(farcaster.json().error.code).toBe('INVALID_PARAMS')
    const page = await client.post(
      '/auth/v1/social/start',
      { provider: 'google', deviceId: deviceA },
      { origin: 'http://foyer.localhost:5173' },
    )
    expect(page.statusCode).toBe(403)
    expect(page.json().error.code).toBe('ORIGIN_NOT_ALLOWED')
  })

  const formCallbackUri = () => `${app.listeningOrigin}${SOCIAL_FORM_CALLBACK_PATH}`
  /** What a provider's page posts to the form callback: no project, no Origin of the frame. */
  const formPost = (
    fields: Record<string, string>,
    contentType = 'application/x-www-form-urlencoded',
  ) =>
    app.inject({
      method: 'POST',
      url: SOCIAL_FORM_CALLBACK_PATH,
      headers: { 'content-type': contentType, origin: 'https://appleid.apple.com' },
      payload: new URLSearchParams(fields).toString(),
    })

  it('returns apple through the form callback (response_mode=form_post), then signs in', async () => {
    const uri = await start('apple')
    expect(uri.searchParams.get('response_mode')).toBe('form_post')
    expect(uri.searchParams.get('redirect_uri')).toBe(formCallbackUri())
    const [login] = await db.query<{ redirect_uri: string }>(
      'SELECT redirect_uri FROM social_logins',
    )
    expect(login?.redirect_uri).toBe(formCallbackUri())
    // driveDevSignIn posts the dev provider's form_post page as the browser would.
    const back = await driveDevSignIn(uri.href, redirectUri, {
      name: 'kai',
      email: 'kai@example.com',
    })
    expect(back.origin + back.pathname).toBe(redirectUri)
    expect([...back.searchParams.keys()].sort()).toEqual(['code', 'state'])
    const response = await callback({
      state: back.searchParams.get('state'),
      deviceId: deviceA,
      code: back.searchParams.get('code'),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ provider: 'apple', user: { email: 'kai@example.com' } })
  })

  it('forwards apple’s error through the form callback', async () => {
    const { back, state } = await authorize('apple', { cancel: true })
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.get('error_description')).toBe('The visitor cancelled the sign-in')
    const response = await callback({ state, deviceId: deviceA, error: 'access_denied' })
    expect(response.json().error.code).toBe('SOCIAL_PROVIDER_ERROR')
  })

  it('answers the form callback with a 303 to the frame’s callback page, without using the state', async () => {
    const uri = await start('apple')
    const state = uri.searchParams.get('state') as string
    const response = await formPost({ state, code: 'c0de', user: '{"name":{}}' })
    expect(response.statusCode).toBe(303)
    expect(response.headers['cache-control']).toBe('no-store')
    const location = new URL(response.headers.location as string)
    expect(location.origin + location.pathname).toBe(redirectUri)
    expect(Object.fromEntries(location.searchParams)).toEqual({ state, code: 'c0de' })
    // The state is still the frame's to use once.
    expect((await formPost({ state, code: 'c0de' })).statusCode).toBe(303)
    const failed = await formPost({ state, error: 'user_cancelled_authorize' })
    expect(Object.fromEntries(new URL(failed.headers.location as string).searchParams)).toEqual({
      state,
      error: 'user_cancelled_authorize',
    })
  })

  it('forwards only the state of a started form_post sign-in', async () => {
    const unknown = await formPost({ state: 'x'.repeat(43), code: 'c0de' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.code).toBe('SOCIAL_STATE_INVALID')
    // A sign-in that returns to the frame's page directly is not forwarded.
    const google = (await start('google')).searchParams.get('state') as string
    expect((await formPost({ state: google, code: 'c0de' })).json().error.code).toBe(
      'SOCIAL_STATE_INVALID',
    )
    // Nor one that expired, or was used.
    const apple = (await start('apple')).searchParams.get('state') as string
    offsetMs = 10 * 60 * 1000 + 1
    expect((await formPost({ state: apple, code: 'c0de' })).statusCode).toBe(400)
    offsetMs = 0
    await callback({ state: apple, deviceId: deviceA, error: 'access_denied' })
    expect((await formPost({ state: apple, code: 'c0de' })).statusCode).toBe(400)
  })

  it('refuses a form callback that is malformed, not a form, or too large', async () => {
    const state = (await start('apple')).searchParams.get('state') as string
    const noCode = await formPost({ state })
    expect(noCode.statusCode).toBe(400)
    expect(noCode.json().error.code).toBe('INVALID_PARAMS')
    expect((await formPost({ state: 'short', code: 'c0de' })).json().error.code).toBe(
      'INVALID_PARAMS',
    )
    expect((await formPost({ state, code: 'c0de' }, 'application/xml')).statusCode).toBe(415)
    const large = await formPost({
      state,
      code: 'c0de',
      user: 'u'.repeat(SOCIAL_FORM_CALLBACK_MAX_BYTES),
    })
    expect(large.statusCode).toBe(413)
  })

  it('uses the project’s own client before the dev provider, and only for that project', async () => {
    const key = await loadSocialSecretKey(testConfig())
    await setProjectSocialClient(db, key, {
      projectId: project.id,
      provider: 'google',
      clientId: 'shop-google-client',
      clientSecret: 'shop-google-secret',
      now: new Date(),
    })
    const own = await start('google')
    expect(own.origin + own.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth')
    expect(own.searchParams.get('client_id')).toBe('shop-google-client')
    expect(JSON.stringify([...own.searchParams])).not.toContain('shop-google-secret')
    // Other providers of the project, and other projects, still use the dev provider.
    expect((await start('github')).searchParams.get('client_id')).toBe('foyer-dev-github')
    const other = await createProject(db, {
      name: 'Other',
      allowedOrigins: ['http://*.foyer.localhost:*'],
    })
    const otherStart = await frameClient(app, other.id).post('/auth/v1/social/start', {
      provider: 'google',
      deviceId: deviceA,
    })
    expect(new URL(otherStart.json().uri).searchParams.get('client_id')).toBe('foyer-dev-google')
  })

  it('skips a project client whose secret does not open, falling back to the dev provider', async () => {
    await setProjectSocialClient(db, randomBytes(32), {
      projectId: project.id,
      provider: 'google',
      clientId: 'sealed-elsewhere',
      clientSecret: 'secret',
      now: new Date(),
    })
    expect((await start('google')).searchParams.get('client_id')).toBe('foyer-dev-google')
  })

  it('serves discovery naming its own endpoints', async () => {
    const response = await fetch(`${app.listeningOrigin}/dev/oidc/.well-known/openid-configuration`)
    const discovery = (await response.json()) as Record<string, unknown>
    expect(discovery).toMatchObject({
      issuer: `${app.listeningOrigin}/dev/oidc`,
      authorization_endpoint: `${app.listeningOrigin}/dev/oidc/auth`,
      jwks_uri: `${app.listeningOrigin}/dev/oidc/jwks`,
    })
  })
})

describe('social sign-in without the dev provider', () => {
  it('fails to initiate a provider nobody configured', async () => {
    const db = await freshPglite()
    await migrate(db)
    const project = await createProject(db, { name: 'Shop', allowedOrigins: ['*'] })
    const app = await createApp(testConfig({ FOYER_DEV_MODE: 'false' }), {
      db,
      mailer: captureMailer(),
    })
    try {
      const response = await frameClient(app, project.id).post('/auth/v1/social/start', {
        provider: 'google',
        deviceId: deviceA,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toEqual({
        code: 'SOCIAL_UNAVAILABLE',
        message:
          'Failed to initiate social connection: google sign-in is not configured on this server',
      })
      expect((await app.inject('/dev/oidc/jwks')).statusCode).toBe(404)
      // The form callback is public: no project in the query, and no frame Origin.
      const form = await app.inject({
        method: 'POST',
        url: SOCIAL_FORM_CALLBACK_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `state=${'s'.repeat(43)}&code=c0de`,
      })
      expect(form.statusCode).toBe(400)
      expect(form.json().error.code).toBe('SOCIAL_STATE_INVALID')
    } finally {
      await app.close()
      await db.close()
    }
  })
})

describe('social clients: the project’s own, then the instance’s', () => {
  it('prefers the project’s client to SOCIAL_<PROVIDER>_CLIENT_ID/SECRET', async () => {
    const db = await freshPglite()
    await migrate(db)
    const config = testConfig({
      FOYER_DEV_MODE: 'false',
      SOCIAL_GITHUB_CLIENT_ID: 'instance-github',
      SOCIAL_GITHUB_CLIENT_SECRET: 'instance-github-secret',
    })
    const shop = await createProject(db, { name: 'Shop', allowedOrigins: ['*'] })
    const other = await createProject(db, { name: 'Other', allowedOrigins: ['*'] })
    await setProjectSocialClient(db, await loadSocialSecretKey(config), {
      projectId: shop.id,
      provider: 'github',
      clientId: 'shop-github',
      clientSecret: 'shop-github-secret',
      now: new Date(),
    })
    const app = await createApp(config, { db, mailer: captureMailer() })
    try {
      const clientIdOf = async (projectId: string, provider: SocialProvider) => {
        const response = await frameClient(app, projectId).post('/auth/v1/social/start', {
          provider,
          deviceId: deviceA,
        })
        return response.statusCode === 200
          ? new URL(response.json().uri).searchParams.get('client_id')
          : response.json().error.code
      }
      expect(await clientIdOf(shop.id, 'github')).toBe('shop-github')
      expect(await clientIdOf(other.id, 'github')).toBe('instance-github')
      expect(await clientIdOf(shop.id, 'google')).toBe('SOCIAL_UNAVAILABLE')
    } finally {
      await app.close()
      await db.close()
    }
  })
})
