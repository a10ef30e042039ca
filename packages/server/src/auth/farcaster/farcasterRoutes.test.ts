import { randomBytes } from 'node:crypto'
import { FARCASTER_LOGIN_TTL_SECONDS } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../app/createApp'
import { DEV_FARCASTER_USERS } from '../../dev/farcaster/devFarcasterUsers'
import { driveFarcasterSignIn } from '../../dev/farcaster/driveFarcasterSignIn'
import { FARCASTER_RELAY_PATH } from '../../farcasterAuthRelay/farcasterAuthRelayConstants'
import { createProject } from '../../projects/createProject'
import type { Database } from '../../store/database'
import { migratedPglite } from '../../test/migratedPglite'
import { freePort } from '../../test/postgresCluster'
import { projectQuery } from '../../test/projectQuery'
import { testConfig } from '../../test/testConfig'
import { captureMailer, FRAME_ORIGIN, frameClient } from '../authTestClient'
import { devFidRegistry, type FidCustody, idRegistryCustody } from './fidCustody'

const deviceA = 'device-a-0123456789abcdef'
const deviceB = 'device-b-0123456789abcdef'
const [alice, bob] = DEV_FARCASTER_USERS

type Grant = {
  state: 'completed'
  token: string
  user: { id: string; email: string | null }
  provider: string
  username: string | null
  fid: number
}

async function startApp(
  db: Database,
  env: Record<string, string>,
  options: { custody?: FidCustody; clock: () => number; port?: number },
) {
  const port = options.port ?? (await freePort())
  const app = await createApp(testConfig({ PUBLIC_API_URL: `http://127.0.0.1:${port}`, ...env }), {
    db,
    mailer: captureMailer(),
    now: () => new Date(Date.now() + options.clock()),
    walletKeys: { authShareKey: randomBytes(32), recoveryKey: randomBytes(32) },
    farcaster: {
      waitMs: 300,
      pollMs: 20,
      ...(options.custody ? { custody: options.custody } : {}),
    },
  })
  await app.listen({ port, host: '127.0.0.1' })
  return app
}

describe('Farcaster sign-in through our relay and the dev signer', () => {
  let db: Database
  let app: FastifyInstance
  let projectId: string
  let client: ReturnType<typeof frameClient>
  let offsetMs = 0
  beforeAll(async () => {
    db = await migratedPglite()
    projectId = (
      await createProject(db, { name: 'Shop', allowedOrigins: ['http://*.foyer.localhost:*'] })
    ).id
    app = await startApp(db, {}, { clock: () => offsetMs })
    client = frameClient(app, projectId)
  })
  afterAll(async () => {
    await app.close()
    await db.close()
  })
  beforeEach(async () => {
    offsetMs = 0
    await db.exec(
      'TRUNCATE users, devices, sessions, social_identities, farcaster_logins, farcaster_channels CASCADE',
    )
  })

  async function start(deviceId = deviceA, on = client) {
    const response = await on.post('/auth/v1/farcaster/start', { deviceId })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as { url: string; channelToken: string }
  }
  const connect = (channelToken: string, deviceId = deviceA, on = client) =>
    on.post('/auth/v1/farcaster/connect', { channelToken, deviceId })
  async function signIn(fid?: number, deviceId = deviceA): Promise<Grant> {
    const { url, channelToken } = await start(deviceId)
    await driveFarcasterSignIn(url, fid === undefined ? {} : { fid })
    const response = await connect(channelToken, deviceId)
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as Grant
  }

  it('starts a channel whose link opens the dev signer, and answers pending until the visitor signs', async () => {
    const { url, channelToken } = await start()
    expect(url).toBe(`${app.listeningOrigin}/dev/farcaster/sign?channelToken=${channelToken}`)
    const response = await connect(channelToken)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ state: 'pending' })
  })

  it('holds connect over real HTTP until waitMs before answering pending (a long poll, not a busy loop)', async () => {
    const { channelToken } = await start()
    const began = Date.now()
    const response = await fetch(
      `${app.listeningOrigin}/auth/v1/farcaster/connect${projectQuery(projectId)}`,
      {
        method: 'POST',
        headers: { origin: FRAME_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ channelToken, deviceId: deviceA }),
      },
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ state: 'pending' })
    // startApp's waitMs: 300.
    expect(Date.now() - began).toBeGreaterThanOrEqual(290)
  })

  it('signs a new Farcaster user in, keyed by the fid, with the Farcaster user name', async () => {
    const grant = await signIn()
    expect(grant).toMatchObject({
      state: 'completed',
      provider: 'farcaster',
      username: alice?.username,
      fid: alice?.fid,
      user: { email: null },
    })
    const session = await client.get('/auth/v1/session', { token: grant.token })
    expect(session.json()).toMatchObject({ isConnected: true, user: { id: grant.user.id } })
    const [identity] = await db.query<{ subject: string; username: string }>(
      "SELECT subject, username FROM social_identities WHERE provider = 'farcaster'",
    )
    expect(identity).toEqual({ subject: String(alice?.fid), username: alice?.username })
  })

  it('signs a returning user in as the same user; another fid is another user', async () => {
    const first = await signIn()
    const again = await signIn()
    expect(again.user.id).toBe(first.user.id)
    const other = await signIn(bob?.fid)
    expect(other.user.id).not.toBe(first.user.id)
    expect(other.username).toBe(bob?.username)
  })

  it('finishes a sign-in while connect is waiting', async () => {
    const { url, channelToken } = await start()
    const waiting = connect(channelToken)
    await driveFarcasterSignIn(url)
    const response = await waiting
    const body = response.json() as Grant | { state: 'pending' }
    // The wait may have ended just before the signer finished: then the next connect has it.
    const grant = body.state === 'pending' ? ((await connect(channelToken)).json() as Grant) : body
    expect(grant.state).toBe('completed')
  })

  it('finishes a sign-in once, and only on the device that started it', async () => {
    const { url, channelToken } = await start()
    await driveFarcasterSignIn(url)
    const foreign = await connect(channelToken, deviceB)
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().error).toMatchObject({ code: 'FARCASTER_CHANNEL_INVALID' })
    expect(foreign.json().error.message).toMatch(/^Failed to connect to farcaster: /)
    expect((await connect(channelToken)).statusCode).toBe(200)
    expect((await connect(channelToken)).json().error.code).toBe('FARCASTER_CHANNEL_INVALID')
  })

  it('refuses a sign-in that expired', async () => {
    const { url, channelToken } = await start()
    await driveFarcasterSignIn(url)
    offsetMs = FARCASTER_LOGIN_TTL_SECONDS * 1000 + 1
    const response = await connect(channelToken)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('FARCASTER_CHANNEL_INVALID')
  })

  it('says so when the relay forgot the channel', async () => {
    const { channelToken } = await start()
    await db.exec('DELETE FROM farcaster_channels')
    const response = await connect(channelToken)
    expect(response.statusCode).toBe(410)
    expect(response.json().error).toEqual({
      code: 'FARCASTER_CHANNEL_EXPIRED',
      message: 'Failed to connect to farcaster: the sign-in expired at the relay; start it again',
    })
  })

  it('serves only the frame origin and checks its input', async () => {
    const other = await client.post(
      '/auth/v1/farcaster/start',
      { deviceId: deviceA },
      { origin: 'http://evil.example' },
    )
    expect(other.statusCode).toBe(403)
    const bad = await client.post('/auth/v1/farcaster/connect', {
      channelToken: 'x',
      deviceId: deviceA,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('INVALID_PARAMS')
    expect(FRAME_ORIGIN).toBe('http://wallet.foyer.localhost:8788')
  })

  it('dev signer: shows the test users, cancels without completing, refuses a used link', async () => {
    const { url, channelToken } = await start()
    const page = await fetch(url)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'")
    expect(html).toContain('wallet.foyer.localhost:8788')
    for (const user of DEV_FARCASTER_USERS)
      expect(html).toContain(`@${user.username} (fid ${user.fid})`)
    await driveFarcasterSignIn(url, { cancel: true })
    expect((await connect(channelToken)).json()).toEqual({ state: 'pending' })
    await expect(driveFarcasterSignIn(url, { fid: 1 })).rejects.toThrow(/dev signer answered 400/)
    await driveFarcasterSignIn(url)
    await expect(driveFarcasterSignIn(url)).rejects.toThrow(/dev signer answered 404/)
    expect((await fetch(`${app.listeningOrigin}/dev/farcaster/sign`)).status).toBe(404)
  })
})

describe('Farcaster sign-in failures', () => {
  let db: Database
  let projectId: string
  const apps: FastifyInstance[] = []
  beforeAll(async () => {
    db = await migratedPglite()
    projectId = (
      await createProject(db, { name: 'Shop', allowedOrigins: ['http://*.foyer.localhost:*'] })
    ).id
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    await db.close()
  })
  async function appWith(env: Record<string, string>, custody?: FidCustody) {
    const app = await startApp(db, env, { clock: () => 0, ...(custody ? { custody } : {}) })
    apps.push(app)
    return frameClient(app, projectId)
  }
  async function signedConnect(client: ReturnType<typeof frameClient>) {
    const started = await client.post('/auth/v1/farcaster/start', { deviceId: deviceA })
    expect(started.statusCode, started.body).toBe(200)
    const { url, channelToken } = started.json() as { url: string; channelToken: string }
    await driveFarcasterSignIn(url)
    return client.post('/auth/v1/farcaster/connect', { channelToken, deviceId: deviceA })
  }

  it('refuses a signer that is not the fid’s custody address', async () => {
    const client = await appWith(
      {},
      devFidRegistry([
        { fid: alice?.fid ?? 0, custody: '0x000000000000000000000000000000000000dEaD' },
      ]),
    )
    const response = await signedConnect(client)
    expect(response.statusCode).toBe(401)
    expect(response.json().error.code).toBe('FARCASTER_SIGNATURE_INVALID')
    expect(response.json().error.message).toMatch(
      new RegExp(
        `^Failed to connect to farcaster: 0x[0-9a-fA-F]{40} is not the custody address of fid ${alice?.fid}$`,
      ),
    )
  })

  it('says so when the ID registry cannot be read', async () => {
    const port = await freePort()
    const client = await appWith({ FARCASTER_ID_REGISTRY_RPC_URL: `http://127.0.0.1:${port}` })
    const response = await signedConnect(client)
    expect(response.statusCode).toBe(502)
    expect(response.json().error.code).toBe('FARCASTER_REGISTRY_FAILED')
    expect(response.json().error.message).toMatch(
      /^Failed to connect to farcaster: the Farcaster ID registry could not be read through/,
    )
    // The registry was the configured one, not the dev registry.
    expect(idRegistryCustody({ rpcUrl: `http://127.0.0.1:${port}` }).name).toContain('127.0.0.1')
  })

  it('signs in through a relay reached over HTTP (FARCASTER_RELAY_URL)', async () => {
    const port = await freePort()
    const app = await startApp(
      db,
      { FARCASTER_RELAY_URL: `http://127.0.0.1:${port}${FARCASTER_RELAY_PATH}/` },
      { clock: () => 0, port },
    )
    apps.push(app)
    const response = await signedConnect(frameClient(app, projectId))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ state: 'completed', fid: alice?.fid })
  })

  it('says so when the relay cannot be reached', async () => {
    const port = await freePort()
    const client = await appWith({ FARCASTER_RELAY_URL: `http://127.0.0.1:${port}` })
    const response = await client.post('/auth/v1/farcaster/start', { deviceId: deviceA })
    expect(response.statusCode).toBe(502)
    expect(response.json().error.code).toBe('FARCASTER_RELAY_FAILED')
    expect(response.json().error.message).toMatch(
      /^Failed to connect to farcaster: the Farcaster relay at 127\.0\.0\.1:\d+ could not be reached/,
    )
  })

  it('is off outside dev mode without an ID registry', async () => {
    const client = await appWith({ FOYER_DEV_MODE: 'false' })
    const response = await client.post('/auth/v1/farcaster/start', { deviceId: deviceA })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'FARCASTER_UNAVAILABLE',
      message:
        'Failed to connect to farcaster: Farcaster sign-in is not configured on this server (FARCASTER_ID_REGISTRY_RPC_URL)',
    })
  })
})
