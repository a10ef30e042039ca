import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createProject } from '../projects/createProject'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'
import { createAuthHasher } from './authHasher'
import { captureMailer, frameClient } from './authTestClient'

const deviceA = 'device-a-0123456789abcdef'
const deviceB = 'device-b-0123456789abcdef'
const email = 'ann@example.com'
const hashKey = Buffer.alloc(32, 7)
/** A device id as every table stores it: keyed under the app's AUTH_HASH_KEY. */
const key = (deviceId: string) => createAuthHasher(hashKey).device(deviceId)

describe.each(migratedTestDatabases)('email login on %s', (_, open) => {
  let db: Database
  let app: FastifyInstance
  let client: ReturnType<typeof frameClient>
  let projectId: string
  const mailer = captureMailer()
  let clock = new Date('2030-01-01T00:00:00.000Z')
  const tick = (ms: number) => {
    clock = new Date(clock.getTime() + ms)
  }
  beforeAll(async () => {
    db = await open()
    const project = await createProject(db, {
      name: 'Shop',
      allowedOrigins: ['http://*.foyer.localhost:*'],
    })
    app = await createApp(testConfig({ AUTH_HASH_KEY: hashKey.toString('hex') }), {
      db,
      mailer,
      now: () => clock,
    })
    projectId = project.id
    client = frameClient(app, project.id)
  })
  afterAll(async () => {
    await app.close()
    await db.close()
  })
  beforeEach(async () => {
    await db.exec(
      'TRUNCATE users, devices, otps, device_approvals, sessions, login_attempts CASCADE',
    )
    mailer.sent.length = 0
    mailer.fail = false
    clock = new Date('2030-01-01T00:00:00.000Z')
  })

  const code = (to = email) => mailer.last(to).preview as string
  const connect = (body: unknown = { email, deviceId: deviceA }, token?: string) =>
    client.post('/auth/v1/email/connect', body, token ? { token } : {})
  const verify = (otp: string, deviceId = deviceA, address = email) =>
    client.post('/auth/v1/email/otp', { email: address, deviceId, otp })
  async function signIn(deviceId = deviceA) {
    expect((await connect({ email, deviceId })).json()).toEqual({ action: 'VERIFY_OTP' })
    const response = await verify(code(), deviceId)
    expect(response.statusCode).toBe(200)
    return response.json() as {
      token: string
      expiresAt: string
      user: { id: string; email: string }
    }
  }
  const wrong = (otp: string) => (otp === '000000' ? '111111' : '000000')

  it('mails a new user a code and signs them in with it', async () => {
    const response = await connect({ email: ' Ann@Example.com ', deviceId: deviceA })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ action: 'VERIFY_OTP' })
    expect(mailer.sent).toHaveLength(1)
    expect(mailer.sent[0]?.to).toBe(email)
    expect(code()).toMatch(/^\d{6}$/)
    const grant = await verify(code())
    expect(grant.statusCode).toBe(200)
    expect(grant.json()).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: '2030-01-01T01:00:00.000Z',
      user: { id: expect.any(String), email },
    })
    const [device] = await db.query('SELECT device_id FROM devices')
    expect(device).toEqual({ device_id: key(deviceA) })
    const [session] = await db.query<{ origin: string; token_hash: string }>(
      'SELECT origin, token_hash FROM sessions',
    )
    expect(session?.origin).toBe('http://wallet.foyer.localhost:8788')
    expect(session?.token_hash).not.toBe(grant.json().token)
  })

  it('stores only a salted hash of the code', async () => {
    await connect()
    const rows = await db.query<Record<string, unknown>>('SELECT * FROM otps')
    expect(JSON.stringify(rows)).not.toContain(code())
    expect(rows[0]?.expires_at).toEqual(new Date('2030-01-01T00:20:00.000Z'))
  })

  it('answers CONNECT for an approved device with a live session', async () => {
    const { token } = await signIn()
    mailer.sent.length = 0
    expect((await connect(undefined, token)).json()).toEqual({ action: 'CONNECT' })
    expect(mailer.sent).toHaveLength(0)
  })

  it('mails a code again to an approved device without a live session', async () => {
    const { token } = await signIn()
    tick(30_000)
    expect((await connect()).json()).toEqual({ action: 'VERIFY_OTP' })
    tick(30_000)
    expect((await connect({ email, deviceId: deviceA }, 'not-a-live-token-000')).json()).toEqual({
      action: 'VERIFY_OTP',
    })
    // A session of another device does not count.
    tick(30_000)
    expect((await connect({ email, deviceId: deviceB }, token)).json()).toEqual({
      action: 'VERIFY_OTP',
    })
  })

  it('answers a known and an unknown address alike: status, body, a code mailed each', async () => {
    await signIn()
    tick(31_000)
    mailer.sent.length = 0
    const known = await connect({ email, deviceId: deviceB })
    const unknown = await connect({ email: 'bob@example.com', deviceId: deviceB })
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.body).toBe(known.body)
    expect(known.json()).toEqual({ action: 'VERIFY_OTP' })
    // The same mail (a code), whether the address has an account or not.
    expect(mailer.sent.map((mail) => [mail.to, mail.subject.replace(/\d{6}/, 'CODE')])).toEqual([
      [email, 'Your sign-in code: CODE'],
      ['bob@example.com', 'Your sign-in code: CODE'],
    ])
    expect(code()).toMatch(/^\d{6}$/)
    expect(code('bob@example.com')).toMatch(/^\d{6}$/)
  })

  it('asks a known user on a new device, after a correct code, to approve it by a mailed link', async () => {
    await signIn()
    tick(31_000)
    expect((await connect({ email, deviceId: deviceB })).json()).toEqual({ action: 'VERIFY_OTP' })
    const response = await verify(code(), deviceB)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ action: 'VERIFY_DEVICE' })
    const mail = mailer.last(email)
    expect(mail.subject).toBe('Approve your new device')
    expect(mail.preview).toMatch(
      /^http:\/\/localhost:8787\/auth\/v1\/device\/approve\?token=[A-Za-z0-9_-]{43}$/,
    )
    // No session for device B yet, and it is not approved: the link and the wait are.
    expect(await db.query('SELECT device_id FROM sessions')).toEqual([{ device_id: key(deviceA) }])
    const token = new URL(mail.preview as string).searchParams.get('token') as string
    const pressed = await app.inject({
      method: 'POST',
      url: '/auth/v1/device/approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    })
    expect(pressed.statusCode).toBe(200)
    const waited = await client.post('/auth/v1/device/wait', { email, deviceId: deviceB })
    expect(waited.json()).toEqual({
      approved: true,
      token: expect.any(String),
      expiresAt: expect.any(String),
      user: { id: expect.any(String), email },
    })
    // Approved now: the next code signs device B straight in.
    tick(31_000)
    await connect({ email, deviceId: deviceB })
    expect((await verify(code(), deviceB)).json()).toMatchObject({ token: expect.any(String) })
  })

  /** Tries `count` wrong codes for `address`, a fresh code every 4 (under the per-code lock). */
  async function guess(count: number, address = email, deviceId = deviceA) {
    const answers = []
    for (let i = 0; i < count; i++) {
      if (i % 4 === 0) {
        tick(30_000)
        expect((await connect({ email: address, deviceId })).statusCode).toBe(200)
      }
      answers.push(await verify(wrong(code(address)), deviceId, address))
    }
    return answers
  }

  it('locks the address after 10 wrong codes across fresh codes: 15 min, then 30 min', async () => {
    const answers = await guess(10)
    expect(answers.slice(0, 9).map((answer) => answer.json().error.code)).toEqual(
      Array(9).fill('INVALID_CODE'),
    )
    const tenth = answers[9]
    expect(tenth?.statusCode).toBe(429)
    expect(tenth?.headers['retry-after']).toBe('900')
    expect(tenth?.json().error).toEqual({
      code: 'ADDRESS_LOCKED',
      message: 'Too many wrong codes for this address: try again in 15 minutes',
    })
    // Locked: no code mailed, and not even the right code is checked.
    const right = code()
    tick(60_000)
    mailer.sent.length = 0
    const connectLocked = await connect()
    expect(connectLocked.statusCode).toBe(429)
    expect(connectLocked.headers['retry-after']).toBe('840')
    expect(connectLocked.json().error.code).toBe('ADDRESS_LOCKED')
    expect(mailer.sent).toHaveLength(0)
    const rightLocked = await verify(right)
    expect(rightLocked.statusCode).toBe(429)
    expect(rightLocked.json().error.message).toBe(
      'Too many wrong codes for this address: try again in 14 minutes',
    )
    // Another address is not locked.
    expect((await connect({ email: 'bob@example.com', deviceId: deviceA })).statusCode).toBe(200)
    // After the lock: 10 more wrong codes lock it twice as long.
    tick(14 * 60_000)
    const again = await guess(10)
    expect(again[9]?.statusCode).toBe(429)
    expect(again[9]?.headers['retry-after']).toBe('1800')
    tick(30 * 60_000)
    const third = await guess(10)
    expect(third[9]?.headers['retry-after']).toBe('3600')
  })

  it('caps the lock at 24 h', async () => {
    const seen: number[] = []
    for (let lock = 0; lock < 9; lock++) {
      const answers = await guess(10)
      seen.push(Number(answers[9]?.headers['retry-after']))
      tick((seen.at(-1) ?? 0) * 1000)
    }
    expect(seen).toEqual([900, 1800, 3600, 7200, 14400, 28800, 57600, 86400, 86400])
  })

  it('resets the count, not a lock, on a correct code', async () => {
    await guess(9)
    tick(30_000)
    await connect()
    expect((await verify(code())).statusCode).toBe(200)
    const after = await guess(9)
    expect(after.every((answer) => answer.statusCode === 400)).toBe(true)
    // The 10th since the correct code locks, and a correct code does not lift it.
    const tenth = await verify(wrong(code()))
    expect(tenth.json().error.code).toBe('ADDRESS_LOCKED')
    tick(30_000)
    expect((await connect()).json().error.code).toBe('ADDRESS_LOCKED')
  })

  it('caps wrong codes per client across addresses: 30 an hour', async () => {
    const answers = []
    for (let i = 0; i < 10; i++) answers.push(...(await guess(3, `guess${i}@example.com`)))
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true)
    await connect({ email: 'carol@example.com', deviceId: deviceA })
    const capped = await verify(code('carol@example.com'), deviceA, 'carol@example.com')
    expect(capped.statusCode).toBe(429)
    expect(capped.json().error.code).toBe('RATE_LIMITED')
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3000)
    // Another client is not capped.
    const elsewhere = await app.inject({
      method: 'POST',
      url: `/auth/v1/email/otp${projectQuery(projectId)}`,
      remoteAddress: '203.0.113.9',
      headers: { origin: 'http://wallet.foyer.localhost:8788', 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: 'carol@example.com',
        deviceId: deviceA,
        otp: code('carol@example.com'),
      }),
    })
    expect(elsewhere.statusCode).toBe(200)
    // The counters are keyed hashes: neither address nor client address is stored.
    const rows = JSON.stringify(await db.query('SELECT * FROM login_attempts'))
    expect(rows).not.toContain('example.com')
    expect(rows).not.toContain('127.0.0.1')
    // An hour later the client may try again.
    tick(3600_000)
    await connect({ email: 'dave@example.com', deviceId: deviceA })
    expect((await verify(code('dave@example.com'), deviceA, 'dave@example.com')).statusCode).toBe(
      200,
    )
  })

  it('answers 429 COOLDOWN with Retry-After within 30 s of the last code', async () => {
    await connect()
    tick(12_500)
    const again = await connect()
    expect(again.statusCode).toBe(429)
    expect(again.headers['retry-after']).toBe('18')
    expect(again.json()).toEqual({
      error: {
        code: 'COOLDOWN',
        message: 'A new email can be sent 30 s after the last; retry in 18 s',
      },
    })
    expect(mailer.sent).toHaveLength(1)
    tick(17_500)
    expect((await connect()).json()).toEqual({ action: 'VERIFY_OTP' })
    expect(mailer.sent).toHaveLength(2)
  })

  it('mails one code when two requests race', async () => {
    const answers = await Promise.all([connect(), connect(), connect()])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429])
    expect(mailer.sent).toHaveLength(1)
    expect(await db.query('SELECT id FROM otps')).toHaveLength(1)
  })

  it('keeps only the newest code valid', async () => {
    await connect()
    const first = code()
    tick(30_000)
    await connect()
    const second = code()
    if (first !== second) expect((await verify(first)).json().error.code).toBe('INVALID_CODE')
    expect((await verify(second)).statusCode).toBe(200)
  })

  it('expires a code after 20 minutes (410 EXPIRED)', async () => {
    await connect()
    tick(20 * 60_000)
    const response = await verify(code())
    expect(response.statusCode).toBe(410)
    expect(response.json().error.code).toBe('EXPIRED')
  })

  it('accepts a code just before it expires', async () => {
    await connect()
    tick(20 * 60_000 - 1)
    expect((await verify(code())).statusCode).toBe(200)
  })

  it('locks a code after 5 wrong tries (423 LOCKED), even for the right code', async () => {
    await connect()
    const right = code()
    for (let i = 1; i <= 4; i++) {
      const response = await verify(wrong(right))
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('INVALID_CODE')
    }
    const fifth = await verify(wrong(right))
    expect(fifth.statusCode).toBe(423)
    expect(fifth.json().error.code).toBe('LOCKED')
    const rightNow = await verify(right)
    expect(rightNow.statusCode).toBe(423)
    // A new code unlocks.
    tick(30_000)
    await connect()
    expect((await verify(code())).statusCode).toBe(200)
  })

  it('uses a code once (400 INVALID_CODE the second time)', async () => {
    await connect()
    const otp = code()
    expect((await verify(otp)).statusCode).toBe(200)
    const second = await verify(otp)
    expect(second.statusCode).toBe(400)
    expect(second.json().error.code).toBe('INVALID_CODE')
  })

  it('accepts a code once when two requests race with it', async () => {
    await connect()
    const otp = code()
    const answers = await Promise.all([verify(otp), verify(otp)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400])
    expect(await db.query('SELECT id FROM sessions')).toHaveLength(1)
  })

  it('refuses a code from another device or for another address', async () => {
    await connect()
    expect((await verify(code(), deviceB)).json().error.code).toBe('INVALID_CODE')
    expect((await verify(code(), deviceA, 'bob@example.com')).json().error.code).toBe(
      'INVALID_CODE',
    )
    expect((await verify(code())).statusCode).toBe(200)
  })

  it('answers 400 INVALID_CODE when no code was sent', async () => {
    const response = await verify('123456')
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('INVALID_CODE')
  })

  it.each([
    ['a bad email', { email: 'nope', deviceId: deviceA }],
    ['a short device id', { email, deviceId: 'x' }],
    ['an empty body', null],
  ])('answers 400 INVALID_PARAMS to %s', async (_, body) => {
    const response = await connect(body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('INVALID_PARAMS')
    expect(mailer.sent).toHaveLength(0)
  })

  it('answers 400 INVALID_PARAMS to a code that is not 6 digits', async () => {
    const response = await verify('12345')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'INVALID_PARAMS',
      message: 'otp: expected a 6-digit code',
    })
  })

  it('answers 502 MAIL_FAILED when the mail cannot be sent, and allows a retry at once', async () => {
    mailer.fail = true
    const response = await connect()
    expect(response.statusCode).toBe(502)
    expect(response.json().error.code).toBe('MAIL_FAILED')
    expect(await db.query('SELECT id FROM otps')).toEqual([])
    mailer.fail = false
    expect((await connect()).json()).toEqual({ action: 'VERIFY_OTP' })
  })

  it.each([
    ['no Origin', null],
    ['another origin', 'http://evil.example'],
    ['the page origin', 'http://foyer.localhost:5173'],
  ])('answers 403 ORIGIN_NOT_ALLOWED to %s', async (_, origin) => {
    const response = await client.post(
      '/auth/v1/email/connect',
      { email, deviceId: deviceA },
      { origin },
    )
    expect(response.statusCode).toBe(403)
    expect(response.json().error.code).toBe('ORIGIN_NOT_ALLOWED')
    expect(mailer.sent).toHaveLength(0)
  })

  it('requires projectId/st/sv like every project route', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/v1/email/connect',
      headers: { origin: 'http://wallet.foyer.localhost:8788', 'content-type': 'application/json' },
      payload: JSON.stringify({ email, deviceId: deviceA }),
    })
    expect(response.statusCode).toBe(401)
    expect(response.json().error.code).toBe('PROJECT_ID_REQUIRED')
  })
})
