import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createProject } from '../projects/createProject'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { testConfig } from '../test/testConfig'
import { captureMailer, FRAME_ORIGIN, frameClient, hasherOf } from './authTestClient'
import { signInSocialUser } from './social/signInSocialUser'

const deviceA = 'device-a-0123456789abcdef'
const deviceB = 'device-b-0123456789abcdef'
const email = 'ann@example.com'
const newEmail = 'ann@new.example'

describe.each(migratedTestDatabases)('email update on %s', (_, open) => {
  let db: Database
  let app: FastifyInstance
  let client: ReturnType<typeof frameClient>
  const mailer = captureMailer()
  let clock = new Date('2030-01-01T00:00:00.000Z')
  const tick = (ms: number) => {
    clock = new Date(clock.getTime() + ms)
  }
  let token: string
  beforeAll(async () => {
    db = await open()
    const project = await createProject(db, { name: 'Shop' })
    app = await createApp(testConfig(), { db, mailer, now: () => clock })
    client = frameClient(app, project.id)
  })
  afterAll(async () => {
    await app.close()
    await db.close()
  })
  async function signIn(address: string, deviceId: string) {
    await client.post('/auth/v1/email/connect', { email: address, deviceId })
    const otp = mailer.last(address).preview
    const response = await client.post('/auth/v1/email/otp', { email: address, deviceId, otp })
    return response.json().token as string
  }
  beforeEach(async () => {
    await db.exec('TRUNCATE users, devices, otps, device_approvals, sessions CASCADE')
    clock = new Date('2030-01-01T00:00:00.000Z')
    mailer.sent.length = 0
    token = await signIn(email, deviceA)
  })

  const start = (body: unknown = { newEmail }) =>
    client.post('/auth/v1/email/update', body, { token })
  const primary = (otp: unknown) => client.post('/auth/v1/email/update/primary', { otp }, { token })
  const secondary = (otp: unknown) =>
    client.post('/auth/v1/email/update/secondary', { otp }, { token })
  const code = (to: string) => mailer.last(to).preview as string
  const status = async () => (await client.get('/auth/v1/session', { token })).json()

  it('moves the user to the new address after a code to each', async () => {
    expect((await start({ newEmail: ' ANN@new.example ' })).json()).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    expect(mailer.last(email).subject).toMatch(/^Confirm your email change: \d{6}$/)
    expect(mailer.last(email).text).toContain(newEmail)
    expect((await primary(code(email))).json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    expect(mailer.last(newEmail).subject).toMatch(/^Confirm your new email: \d{6}$/)
    const done = await secondary(code(newEmail))
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ newEmail })
    expect((await status()).user.email).toBe(newEmail)
    // The new address signs in from now on (a new device of it: the link after the code).
    tick(30_000)
    await client.post('/auth/v1/email/connect', { email: newEmail, deviceId: deviceB })
    const otp = code(newEmail)
    expect(
      (await client.post('/auth/v1/email/otp', { email: newEmail, deviceId: deviceB, otp })).json(),
    ).toEqual({ action: 'VERIFY_DEVICE' })
  })

  it('refuses the secondary step before the primary one', async () => {
    await start()
    const response = await secondary('123456')
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('INVALID_CODE')
  })

  it('does not accept the primary code at the secondary step', async () => {
    await start()
    const first = code(email)
    await primary(first)
    const second = code(newEmail)
    if (first !== second) expect((await secondary(first)).json().error.code).toBe('INVALID_CODE')
    expect((await secondary(second)).statusCode).toBe(200)
  })

  it('applies the OTP rules: wrong, locked, expired, single use', async () => {
    await start()
    const right = code(email)
    const wrong = right === '000000' ? '111111' : '000000'
    expect((await primary(wrong)).json().error.code).toBe('INVALID_CODE')
    for (let i = 0; i < 3; i++) await primary(wrong)
    expect((await primary(wrong)).statusCode).toBe(423)
    expect((await primary(right)).statusCode).toBe(423)
    tick(30_000)
    await start()
    tick(20 * 60_000)
    expect((await primary(code(email))).statusCode).toBe(410)
    await start()
    const otp = code(email)
    expect((await primary(otp)).statusCode).toBe(200)
    expect((await primary(otp)).json().error.code).toBe('INVALID_CODE')
  })

  it('answers 429 COOLDOWN to a second start within 30 s', async () => {
    await start()
    tick(5_000)
    const response = await start()
    expect(response.statusCode).toBe(429)
    expect(response.headers['retry-after']).toBe('25')
  })

  it('refuses an address another user has (409 EMAIL_TAKEN), at the start and at the end', async () => {
    await signIn('bob@example.com', deviceB)
    const taken = await start({ newEmail: 'bob@example.com' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error.code).toBe('EMAIL_TAKEN')
    await start()
    await primary(code(email))
    const secondCode = code(newEmail)
    // Someone takes the address between the steps.
    tick(30_000)
    await signIn(newEmail, 'device-c-0123456789abcdef')
    const response = await secondary(secondCode)
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('EMAIL_TAKEN')
    expect((await status()).user.email).toBe(email)
  })

  it('refuses the current address (400 SAME_EMAIL) and a bad one (400 INVALID_PARAMS)', async () => {
    expect((await start({ newEmail: 'Ann@Example.com' })).json().error.code).toBe('SAME_EMAIL')
    expect((await start({ newEmail: 'nope' })).json().error.code).toBe('INVALID_PARAMS')
    expect((await primary('12')).json().error.code).toBe('INVALID_PARAMS')
  })

  it('refuses every step to a user without an email (409 NO_EMAIL), mailing nothing', async () => {
    const grant = await signInSocialUser(db, {
      provider: 'x',
      identity: { subject: 'x-1', email: null, emailVerified: false, username: 'ann' },
      deviceKey: (await hasherOf()).device(deviceB),
      origin: FRAME_ORIGIN,
      now: clock,
    })
    expect(grant.user.email).toBeNull()
    mailer.sent.length = 0
    const asNoEmail = { token: grant.token }
    const responses = [
      await client.post('/auth/v1/email/update', { newEmail }, asNoEmail),
      await client.post('/auth/v1/email/update/primary', { otp: '123456' }, asNoEmail),
      await client.post('/auth/v1/email/update/secondary', { otp: '123456' }, asNoEmail),
    ]
    for (const response of responses) {
      expect(response.statusCode).toBe(409)
      expect(response.json().error).toEqual({
        code: 'NO_EMAIL',
        message:
          'This account has no email address to update: it signed in with a provider that gave none',
      })
    }
    expect(mailer.sent).toEqual([])
    const status = await client.get('/auth/v1/session', asNoEmail)
    expect(status.json()).toEqual({ isConnected: true, user: { id: grant.user.id, email: null } })
  })

  it('requires a live session (401)', async () => {
    await client.post('/auth/v1/signout', {}, { token })
    for (const response of [await start(), await primary('123456'), await secondary('123456')]) {
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('UNAUTHORIZED')
    }
  })
})
