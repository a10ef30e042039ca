import { generateKeyPairSync } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../app/createApp'
import { createProject } from '../../projects/createProject'
import type { Database } from '../../store/database'
import { migratedTestDatabases } from '../../test/migratedTestDatabases'
import { testConfig } from '../../test/testConfig'
import { captureMailer, FRAME_ORIGIN, frameClient, hasherOf } from '../authTestClient'
import { createTestAuthenticator } from './testAuthenticator'

const RP_ID = 'foyer.localhost'
const PAGE = 'https://shop.example'
const deviceA = 'device-a-0123456789abcdef'
const deviceB = 'device-b-0123456789abcdef'
const email = 'ann@example.com'

describe.each(migratedTestDatabases)('passkey routes on %s', (_, open) => {
  let db: Database
  let app: FastifyInstance
  let client: ReturnType<typeof frameClient>
  const mailer = captureMailer()
  let clock = new Date('2030-01-01T00:00:00.000Z')
  let token: string
  let userId: string

  beforeAll(async () => {
    db = await open()
    const project = await createProject(db, { name: 'Shop', allowedOrigins: [PAGE] })
    app = await createApp(testConfig(), { db, mailer, now: () => clock })
    client = frameClient(app, project.id)
  })
  afterAll(async () => {
    await app.close()
    await db.close()
  })
  beforeEach(async () => {
    await db.exec(
      'TRUNCATE users, devices, otps, device_approvals, sessions, passkey_challenges CASCADE',
    )
    clock = new Date('2030-01-01T00:00:00.000Z')
    await client.post('/auth/v1/email/connect', { email, deviceId: deviceA })
    const otp = mailer.last(email).preview
    const grant = (
      await client.post('/auth/v1/email/otp', { email, deviceId: deviceA, otp })
    ).json()
    token = grant.token
    userId = grant.user.id
  })

  const registerOptions = async (session = token) => {
    const response = await client.post('/auth/v1/passkeys/register/options', {}, { token: session })
    expect(response.statusCode).toBe(200)
    return response.json().options
  }

  /** A passkey registered for the signed-in user through the routes. */
  async function registered(name?: string) {
    const authenticator = createTestAuthenticator()
    const options = await registerOptions()
    const response = authenticator.register({
      challenge: options.challenge,
      origin: FRAME_ORIGIN,
      rpId: RP_ID,
      topOrigin: PAGE,
      userId: options.user.id,
    })
    const verified = await client.post(
      '/auth/v1/passkeys/register/verify',
      { response, ...(name ? { name } : {}) },
      { token },
    )
    expect(verified.statusCode).toBe(200)
    return authenticator
  }

  const loginOptions = async (deviceId = deviceB) =>
    (await client.post('/auth/v1/passkeys/login/options', { deviceId })).json().options

  const codeOf = (response: { json(): { error: { code: string } } }) => response.json().error.code

  describe('registration', () => {
    it('gives creation options for the signed-in user: discoverable, user verified, no attestation', async () => {
      const options = await registerOptions()
      expect(options.rp).toEqual({ id: RP_ID, name: RP_ID })
      expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(userId)
      expect(options.user.name).toBe(email)
      expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(options.authenticatorSelection).toMatchObject({
        residentKey: 'required',
        userVerification: 'required',
      })
      expect(options.attestation).toBe('none')
      expect(options.pubKeyCredParams.map((param: { alg: number }) => param.alg)).toContain(-7)
    })

    it('needs a session (401) and the frame origin (403)', async () => {
      const none = await client.post('/auth/v1/passkeys/register/options', {})
      expect(none.statusCode).toBe(401)
      const foreign = await client.post(
        '/auth/v1/passkeys/register/options',
        {},
        { token, origin: PAGE },
      )
      expect(foreign.statusCode).toBe(403)
      expect(codeOf(foreign)).toBe('ORIGIN_NOT_ALLOWED')
    })

    it('verifies a real attestation and lists the passkey, named or "Passkey"', async () => {
      const first = await registered()
      clock = new Date('2030-01-01T00:01:00.000Z')
      const second = await registered('Laptop')
      const list = await client.get('/auth/v1/passkeys', { token })
      expect(list.json()).toEqual({
        passkeys: [
          { id: first.id, name: 'Passkey', createdAt: '2030-01-01T00:00:00.000Z' },
          { id: second.id, name: 'Laptop', createdAt: '2030-01-01T00:01:00.000Z' },
        ],
      })
      // The user's passkeys are excluded from the next registration.
      const options = await registerOptions()
      expect(options.excludeCredentials.map((each: { id: string }) => each.id)).toEqual([
        first.id,
        second.id,
      ])
    })

    it('refuses a replayed attestation (the challenge works once)', async () => {
      const authenticator = createTestAuthenticator()
      const options = await registerOptions()
      const response = authenticator.register({
        challenge: options.challenge,
        origin: FRAME_ORIGIN,
        rpId: RP_ID,
        userId: options.user.id,
      })
      const first = await client.post('/auth/v1/passkeys/register/verify', { response }, { token })
      expect(first.statusCode).toBe(200)
      const again = await client.post('/auth/v1/passkeys/register/verify', { response }, { token })
      expect(again.statusCode).toBe(400)
      expect(codeOf(again)).toBe('PASSKEY_CHALLENGE_INVALID')
    })

    it.each([
      ['another origin', { origin: 'http://evil.foyer.localhost:8788' }],
      ['another rp id', { rpId: 'evil.localhost' }],
      ['no user verification', { userVerified: false }],
      ['a page that is not the project’s', { topOrigin: 'https://evil.example' }],
    ])('refuses an attestation made for %s (401 PASSKEY_INVALID)', async (_case, change) => {
      const authenticator = createTestAuthenticator()
      const options = await registerOptions()
      const response = authenticator.register({
        challenge: options.challenge,
        origin: FRAME_ORIGIN,
        rpId: RP_ID,
        userId: options.user.id,
        ...change,
      })
      const answer = await client.post('/auth/v1/passkeys/register/verify', { response }, { token })
      expect(answer.statusCode).toBe(401)
      expect(codeOf(answer)).toBe('PASSKEY_INVALID')
      expect((await client.get('/auth/v1/passkeys', { token })).json().passkeys).toEqual([])
    })

    it('refuses unreadable client data, and an expired challenge', async () => {
      const options = await registerOptions()
      const authenticator = createTestAuthenticator()
      const response = authenticator.register({
        challenge: options.challenge,
        origin: FRAME_ORIGIN,
        rpId: RP_ID,
        userId: options.user.id,
      })
      const forged = await client.post(
        '/auth/v1/passkeys/register/verify',
        { response: { ...response, response: { ...response.response, clientDataJSON: 'e30' } } },
        { token },
      )
      expect(forged.statusCode).toBe(401)
      clock = new Date('2030-01-01T00:05:00.001Z')
      const late = await client.post('/auth/v1/passkeys/register/verify', { response }, { token })
      expect(codeOf(late)).toBe('PASSKEY_CHALLENGE_INVALID')
    })
  })

  describe('sign-in', () => {
    it('signs a new device in with a discoverable passkey and approves it', async () => {
      const authenticator = await registered()
      const options = await loginOptions()
      expect(options.rpId).toBe(RP_ID)
      expect(options.userVerification).toBe('required')
      expect(options.allowCredentials ?? []).toEqual([])
      const response = authenticator.assert({
        challenge: options.challenge,
        origin: FRAME_ORIGIN,
        rpId: RP_ID,
        topOrigin: PAGE,
      })
      const answer = await client.post('/auth/v1/passkeys/login/verify', {
        deviceId: deviceB,
        response,
      })
      expect(answer.statusCode).toBe(200)
      const grant = answer.json()
      expect(grant.user).toEqual({ id: userId, email })
      expect(grant.credentialId).toBe(authenticator.id)
      const status = await client.get('/auth/v1/session', { token: grant.token })
      expect(status.json()).toEqual({ isConnected: true, user: { id: userId, email } })
      const [device] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM devices WHERE user_id = $1',
        [userId],
      )
      expect(device?.n).toBe(2)
    })

    it('refuses a replayed assertion, and one bound to another device', async () => {
      const authenticator = await registered()
      const options = await loginOptions()
      const response = authenticator.assert({
        challenge: options.challenge,
        origin: FRAME_ORIGIN,
        rpId: RP_ID,
      })
      const wrongDevice = await client.post('/auth/v1/passkeys/login/verify', {
        deviceId: deviceA,
        response,
      })
      expect(codeOf(wrongDevice)).toBe('PASSKEY_CHALLENGE_INVALID')
      const fresh = await loginOptions()
      const good = authenticator.assert({
        challenge: fresh.challenge,
        origin: FRAME_ORIGIN,
        rpId: RP_ID,
      })
      const first = await client.post('/auth/v1/passkeys/login/verify', {
        deviceId: deviceB,
        response: good,
      })
      expect(first.statusCode).toBe(200)
      const replay = await client.post('/auth/v1/passkeys/login/verify', {
        deviceId: deviceB,
        response: good,
      })
      expect(replay.statusCode).toBe(400)
      expect(codeOf(replay)).toBe('PASSKEY_CHALLENGE_INVALID')
    })

    it('refuses a forged signature, a lower counter, another origin or rp id, no user verification', async () => {
      const authenticator = await registered()
      const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
      const cases = [
        { key: other },
        { origin: 'http://foyer.localhost:5173' },
        { rpId: 'localhost' },
        { userVerified: false },
        { topOrigin: 'https://evil.example' },
      ]
      for (const change of cases) {
        const options = await loginOptions()
        const response = authenticator.assert({
          challenge: options.challenge,
          origin: FRAME_ORIGIN,
          rpId: RP_ID,
          ...change,
        })
        const answer = await client.post('/auth/v1/passkeys/login/verify', {
          deviceId: deviceB,
          response,
        })
        expect([answer.statusCode, codeOf(answer)], JSON.stringify(Object.keys(change))).toEqual([
          401,
          'PASSKEY_INVALID',
        ])
      }
      // A good assertion moves the counter; one that goes back is a clone.
      authenticator.setCounter(10)
      const options = await loginOptions()
      const ok = authenticator.assert({
        challenge: options.challenge,
        origin: FRAME_ORIGIN,
        rpId: RP_ID,
      })
      expect(
        (await client.post('/auth/v1/passkeys/login/verify', { deviceId: deviceB, response: ok }))
          .statusCode,
      ).toBe(200)
      authenticator.setCounter(4)
      const again = await loginOptions()
      const cloned = authenticator.assert({
        challenge: again.challenge,
        origin: FRAME_ORIGIN,
        rpId: RP_ID,
      })
      const answer = await client.post('/auth/v1/passkeys/login/verify', {
        deviceId: deviceB,
        response: cloned,
      })
      expect(codeOf(answer)).toBe('PASSKEY_INVALID')
      expect(
        (
          await db.query('SELECT count(*)::int AS n FROM sessions WHERE device_id = $1', [
            (await hasherOf()).device(deviceB),
          ])
        )[0],
      ).toEqual({ n: 1 })
    })

    it('answers PASSKEY_UNKNOWN for a credential it does not know, and an expired challenge', async () => {
      const stranger = createTestAuthenticator()
      const options = await loginOptions()
      const response = stranger.assert({
        challenge: options.challenge,
        origin: FRAME_ORIGIN,
        rpId: RP_ID,
      })
      const unknown = await client.post('/auth/v1/passkeys/login/verify', {
        deviceId: deviceB,
        response,
      })
      expect([unknown.statusCode, codeOf(unknown)]).toEqual([400, 'PASSKEY_UNKNOWN'])
      const authenticator = await registered()
      const late = await loginOptions()
      clock = new Date(clock.getTime() + 5 * 60_000 + 1)
      const expired = authenticator.assert({
        challenge: late.challenge,
        origin: FRAME_ORIGIN,
        rpId: RP_ID,
      })
      const answer = await client.post('/auth/v1/passkeys/login/verify', {
        deviceId: deviceB,
        response: expired,
      })
      expect(codeOf(answer)).toBe('PASSKEY_CHALLENGE_INVALID')
    })
  })

  describe('removal', () => {
    it('removes the user’s own passkey, which then signs nobody in', async () => {
      const authenticator = await registered()
      const removed = await client.post(
        '/auth/v1/passkeys/remove',
        { id: authenticator.id },
        { token },
      )
      expect(removed.json()).toEqual({ passkeys: [] })
      const again = await client.post(
        '/auth/v1/passkeys/remove',
        { id: authenticator.id },
        { token },
      )
      expect([again.statusCode, codeOf(again)]).toEqual([404, 'PASSKEY_UNKNOWN'])
      const options = await loginOptions()
      const response = authenticator.assert({
        challenge: options.challenge,
        origin: FRAME_ORIGIN,
        rpId: RP_ID,
      })
      const answer = await client.post('/auth/v1/passkeys/login/verify', {
        deviceId: deviceB,
        response,
      })
      expect(codeOf(answer)).toBe('PASSKEY_UNKNOWN')
    })

    it('lists and removes nothing without a session', async () => {
      expect((await client.get('/auth/v1/passkeys')).statusCode).toBe(401)
      expect((await client.post('/auth/v1/passkeys/remove', { id: 'abc' })).statusCode).toBe(401)
    })
  })
})
