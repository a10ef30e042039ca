import { randomBytes } from 'node:crypto'
import { SOCIAL_CALLBACK_PATH, SOCIAL_PROVIDERS, type SocialProvider } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../app/createApp'
import { type DevSignInInput, driveDevSignIn } from '../../dev/oidc/driveDevSignIn'
import { createProject } from '../../projects/createProject'
import type { Database } from '../../store/database'
import { migrate } from '../../store/migrate'
import { freePort } from '../../test/postgresCluster'
import { testConfig } from '../../test/testConfig'
import { freshPglite } from '../../test/testDatabases'
import { captureMailer, FRAME_ORIGIN, frameClient } from '../authTestClient'
import { ensureUser } from '../users'

const deviceA = 'device-a-0123456789abcdef'
const deviceB = 'device-b-0123456789abcdef'
const redirectUri = `${FRAME_ORIGIN}${SOCIAL_CALLBACK_PATH}`

describe('social sign-in through the dev provider', () => {
  let db: Database
  let app: FastifyInstance
  let client: ReturnType<typeof frameClient>
  let offsetMs = 0
  beforeAll(async () => {
    db = await freshPglite()
    await migrate(db)
    const project = await createProject(db, {
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
      'TRUNCATE users, devices, sessions, social_identities, social_logins, social_nonces CASCADE',
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
    expect(row?.device_id).toBe(deviceA)
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
    const devices = await db.query<{ device_id: string }>(
      'SELECT device_id FROM devices ORDER BY device_id',
    )
    expect(devices.map((row) => row.device_id)).toEqual([deviceA, deviceB])
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
    } finally {
      await app.close()
      await db.close()
    }
  })
})
