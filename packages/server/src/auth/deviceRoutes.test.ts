import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createProject } from '../projects/createProject'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'
import type { AuthHasher } from './authHasher'
import { captureMailer, FRAME_ORIGIN, frameClient, hasherOf } from './authTestClient'

const deviceA = 'device-a-0123456789abcdef'
const deviceB = 'device-b-0123456789abcdef'
const email = 'ann@example.com'

describe.each(migratedTestDatabases)('device approval on %s', (_, open) => {
  let db: Database
  let app: FastifyInstance
  let client: ReturnType<typeof frameClient>
  let projectId: string
  let hasher: AuthHasher
  const mailer = captureMailer()
  let clock = new Date('2030-01-01T00:00:00.000Z')
  const tick = (ms: number) => {
    clock = new Date(clock.getTime() + ms)
  }
  beforeAll(async () => {
    db = await open()
    hasher = await hasherOf()
    const project = await createProject(db, { name: 'Shop' })
    app = await createApp(testConfig(), {
      db,
      mailer,
      now: () => clock,
      deviceWaitMs: 600,
      devicePollMs: 20,
    })
    projectId = project.id
    client = frameClient(app, project.id)
  })
  afterAll(async () => {
    await app.close()
    await db.close()
  })
  beforeEach(async () => {
    await db.exec('TRUNCATE users, devices, otps, device_approvals, sessions CASCADE')
    mailer.sent.length = 0
    clock = new Date('2030-01-01T00:00:00.000Z')
    // Ann signs in on device A, then tries device B.
    await client.post('/auth/v1/email/connect', { email, deviceId: deviceA })
    const otp = mailer.last(email).preview
    expect(
      (await client.post('/auth/v1/email/otp', { email, deviceId: deviceA, otp })).statusCode,
    ).toBe(200)
    tick(30_000)
    // Device B: a code as for anyone, then the link (a known user's device never approved).
    const connect = await client.post('/auth/v1/email/connect', { email, deviceId: deviceB })
    expect(connect.json()).toEqual({ action: 'VERIFY_OTP' })
    const code = mailer.last(email).preview
    const verified = await client.post('/auth/v1/email/otp', {
      email,
      deviceId: deviceB,
      otp: code,
    })
    expect(verified.json()).toEqual({ action: 'VERIFY_DEVICE' })
  })

  const link = () => mailer.last(email).preview as string
  const show = (url: string) =>
    app.inject({ method: 'GET', url: url.replace('http://localhost:8787', '') })
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') as string
  /** Opens the link and presses its button (a form POST). */
  const open_ = (url: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/v1/device/approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: tokenOf(url) }).toString(),
    })
  const wait = (deviceId = deviceB, address = email) =>
    client.post('/auth/v1/device/wait', { email: address, deviceId })

  it('approves the device from the mailed link and hands its session to the waiting request', async () => {
    const waiting = wait()
    await new Promise((resolve) => setTimeout(resolve, 100))
    const page = await open_(link())
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.body).toContain('This device is approved; return to the page')
    const response = await waiting
    expect(response.statusCode).toBe(200)
    const grant = response.json()
    expect(grant).toEqual({
      approved: true,
      token: expect.any(String),
      expiresAt: expect.any(String),
      user: { id: expect.any(String), email },
    })
    const session = await client.get('/auth/v1/session', { token: grant.token })
    expect(session.json()).toEqual({ isConnected: true, user: grant.user })
    // The device is approved now: a later connect on it mails a code.
    tick(30_000)
    expect(
      (await client.post('/auth/v1/email/connect', { email, deviceId: deviceB })).json(),
    ).toEqual({
      action: 'VERIFY_OTP',
    })
  })

  it('answers {approved: false} when nobody clicks within the wait, and the client polls again', async () => {
    expect((await wait()).json()).toEqual({ approved: false })
    await open_(link())
    expect((await wait()).json()).toMatchObject({ approved: true })
  })

  it('holds a real HTTP request for the whole wait, not one poll (Node 20 marks a request destroyed once its body is read)', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' })
    const started = Date.now()
    const response = await fetch(`${base}/auth/v1/device/wait${projectQuery(projectId)}`, {
      method: 'POST',
      headers: { origin: FRAME_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email, deviceId: deviceB }),
    })
    expect(await response.json()).toEqual({ approved: false })
    // deviceWaitMs is 600 and a poll 20 ms: an answer after one poll comes back at once.
    expect(Date.now() - started).toBeGreaterThanOrEqual(550)
  })

  it('hands out the session of an approval once', async () => {
    await open_(link())
    expect((await wait()).json()).toMatchObject({ approved: true })
    const again = await wait()
    expect(again.statusCode).toBe(400)
    expect(again.json().error.code).toBe('NO_PENDING_APPROVAL')
  })

  it('uses a link once', async () => {
    expect((await open_(link())).statusCode).toBe(200)
    const second = await open_(link())
    expect(second.statusCode).toBe(410)
    expect(second.body).toContain('This approval link was already used')
  })

  it('refuses an expired link, and the wait says EXPIRED', async () => {
    tick(20 * 60_000)
    const page = await open_(link())
    expect(page.statusCode).toBe(410)
    expect(page.body).toContain('This approval link has expired')
    const response = await wait()
    expect(response.statusCode).toBe(410)
    expect(response.json().error.code).toBe('EXPIRED')
  })

  it.each([
    [
      'an unknown token',
      '/auth/v1/device/approve?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ],
    ['a malformed token', '/auth/v1/device/approve?token=<script>'],
    ['no token', '/auth/v1/device/approve'],
  ])('shows an error page for %s', async (_, url) => {
    const page = await show(url)
    expect(page.statusCode).toBe(400)
    expect(page.body).toContain('This approval link is not valid')
    expect(page.body).not.toContain('<script>')
    expect(page.body).not.toContain('<form')
  })

  it.each([
    ['an unknown token (form)', 'application/x-www-form-urlencoded', `token=${'A'.repeat(43)}`],
    ['a malformed token (JSON)', 'application/json', JSON.stringify({ token: '<x>' })],
    ['no token', 'application/json', '{}'],
  ])('refuses to approve with %s', async (_, contentType, payload) => {
    const page = await app.inject({
      method: 'POST',
      url: '/auth/v1/device/approve',
      headers: { 'content-type': contentType },
      payload,
    })
    expect(page.statusCode).toBe(400)
    expect(page.body).toContain('This approval link is not valid')
  })

  it('only shows a confirm button when the link is opened (mail scanners approve nothing)', async () => {
    const page = await show(link())
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.body).toContain('Approve this device?')
    expect(page.body).toContain('<form method="post" action="/auth/v1/device/approve">')
    expect(page.body).toContain(`value="${tokenOf(link())}"`)
    expect((await wait()).json()).toEqual({ approved: false })
    expect(await db.query('SELECT approved_at FROM device_approvals')).toEqual([
      { approved_at: null },
    ])
  })

  it('approves from a JSON body too, and the used link then shows as used', async () => {
    const page = await app.inject({
      method: 'POST',
      url: '/auth/v1/device/approve',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token: tokenOf(link()) }),
    })
    expect(page.statusCode).toBe(200)
    const again = await show(link())
    expect(again.statusCode).toBe(410)
    expect(again.body).toContain('This approval link was already used')
  })

  it('shows an expired link as expired when opened', async () => {
    tick(20 * 60_000)
    const page = await show(link())
    expect(page.statusCode).toBe(410)
    expect(page.body).toContain('This approval link has expired')
  })

  it('stores only keyed hashes of the link token and the device id', async () => {
    const token = new URL(link()).searchParams.get('token') as string
    const rows = await db.query('SELECT * FROM device_approvals')
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(JSON.stringify(rows)).not.toContain(deviceB)
    expect(JSON.stringify(await db.query('SELECT * FROM otps'))).not.toContain(deviceB)
  })

  it('approves the device in `devices` when it claims its session', async () => {
    await open_(link())
    const devices = async () =>
      (await db.query<{ device_id: string }>('SELECT device_id FROM devices'))
        .map((row) => row.device_id)
        .sort()
    expect(await devices()).toEqual([hasher.device(deviceA)])
    expect((await wait()).json()).toMatchObject({ approved: true })
    expect(await devices()).toEqual([hasher.device(deviceA), hasher.device(deviceB)].sort())
  })

  it('answers 400 NO_PENDING_APPROVAL for a device or address without a link', async () => {
    for (const response of [
      await wait(deviceA),
      await wait(deviceB, 'nobody@example.com'),
      await wait('device-c-0123456789abcdef'),
    ]) {
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('NO_PENDING_APPROVAL')
    }
  })

  it('applies the 30 s code cooldown after the code that sent the link', async () => {
    tick(10_000)
    const response = await client.post('/auth/v1/email/connect', { email, deviceId: deviceB })
    expect(response.statusCode).toBe(429)
    expect(response.headers['retry-after']).toBe('20')
  })

  it('only lets the frame origin wait', async () => {
    const response = await client.post(
      '/auth/v1/device/wait',
      { email, deviceId: deviceB },
      { origin: 'http://evil.example' },
    )
    expect(response.statusCode).toBe(403)
  })
})
