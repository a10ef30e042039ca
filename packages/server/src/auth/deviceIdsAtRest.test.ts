import { randomBytes } from 'node:crypto'
import { SOCIAL_CALLBACK_PATH } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { driveDevSignIn } from '../dev/oidc/driveDevSignIn'
import { createProject } from '../projects/createProject'
import { columnsHolding } from '../store/columnsHolding'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { freePort } from '../test/postgresCluster'
import { testConfig } from '../test/testConfig'
import { type AuthHasher, createAuthHasher } from './authHasher'
import { captureMailer, FRAME_ORIGIN, frameClient } from './authTestClient'
import { createTestAuthenticator } from './passkeys/testAuthenticator'

const RP_ID = 'foyer.localhost'
const email = 'ann@example.com'
/** One device per way in; each id is a secret of the frame that must not sit in the database. */
const devices = {
  email: 'plain-email-device-0123456789',
  newDevice: 'plain-new-device-0123456789',
  social: 'plain-social-device-0123456789',
  socialPending: 'plain-social-pending-0123456789',
  passkey: 'plain-passkey-device-0123456789',
  passkeyPending: 'plain-passkey-pending-0123456789',
  farcaster: 'plain-farcaster-device-0123456789',
}

describe('device ids at rest', () => {
  let db: Database
  let app: FastifyInstance
  let client: ReturnType<typeof frameClient>
  const hashKey = randomBytes(32)
  const hasher: AuthHasher = createAuthHasher(hashKey)
  const mailer = captureMailer()
  /** The server's clock runs ahead of the wall clock by this much (mail cooldowns pass). */
  let offsetMs = 0
  beforeAll(async () => {
    db = await migratedPglite()
    const project = await createProject(db, {
      name: 'Shop',
      allowedOrigins: ['http://*.foyer.localhost:*'],
    })
    const port = await freePort()
    app = await createApp(
      testConfig({
        PUBLIC_API_URL: `http://127.0.0.1:${port}`,
        AUTH_HASH_KEY: hashKey.toString('hex'),
      }),
      {
        db,
        mailer,
        now: () => new Date(Date.now() + offsetMs),
        walletKeys: { authShareKey: randomBytes(32), recoveryKey: randomBytes(32) },
        deviceWaitMs: 500,
        devicePollMs: 20,
      },
    )
    await app.listen({ port, host: '127.0.0.1' })
    client = frameClient(app, project.id)
  }, 60_000)
  afterAll(async () => {
    await app?.close()
    await db?.close()
  })

  const ok = <T>(response: { statusCode: number; body: string; json(): T }): T => {
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  it('keeps no device id in plain in any text column after every way of signing in', async () => {
    // Email: a new user's code, then a wallet stored from that device.
    await client.post('/auth/v1/email/connect', { email, deviceId: devices.email })
    const { token } = ok<{ token: string }>(
      await client.post('/auth/v1/email/otp', {
        email,
        deviceId: devices.email,
        otp: mailer.last(email).preview,
      }),
    )
    const stored = await client.post(
      '/wallet/v1/shares',
      { address: `0x${'ab'.repeat(20)}`, authShare: 'QVVUSA==' },
      { token },
    )
    expect(stored.statusCode, stored.body).toBe(201)

    // A known user's new device: the code, the mailed link, the wait.
    offsetMs += 120_000
    await client.post('/auth/v1/email/connect', { email, deviceId: devices.newDevice })
    expect(
      ok(
        await client.post('/auth/v1/email/otp', {
          email,
          deviceId: devices.newDevice,
          otp: mailer.last(email).preview,
        }),
      ),
    ).toEqual({ action: 'VERIFY_DEVICE' })
    const link = new URL(mailer.last(email).preview as string)
    await app.inject({
      method: 'POST',
      url: '/auth/v1/device/approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: link.searchParams.get('token') ?? '' }).toString(),
    })
    expect(
      ok(await client.post('/auth/v1/device/wait', { email, deviceId: devices.newDevice })),
    ).toMatchObject({ approved: true })

    // Social: a finished sign-in through the dev provider, and one left started.
    const started = ok<{ uri: string }>(
      await client.post('/auth/v1/social/start', { provider: 'google', deviceId: devices.social }),
    )
    const back = await driveDevSignIn(started.uri, `${FRAME_ORIGIN}${SOCIAL_CALLBACK_PATH}`, {
      name: 'Bob',
      email: 'bob@example.com',
    })
    ok(
      await client.post('/auth/v1/social/callback', {
        state: back.searchParams.get('state'),
        deviceId: devices.social,
        code: back.searchParams.get('code'),
      }),
    )
    ok(
      await client.post('/auth/v1/social/start', {
        provider: 'github',
        deviceId: devices.socialPending,
      }),
    )

    // Passkeys: a registration's challenge (the session's device), a sign-in with the passkey on
    // another device, and a sign-in's challenge left unanswered.
    const authenticator = createTestAuthenticator()
    const creation = ok<{ options: { challenge: string; user: { id: string } } }>(
      await client.post('/auth/v1/passkeys/register/options', {}, { token }),
    ).options
    ok(
      await client.post(
        '/auth/v1/passkeys/register/verify',
        {
          response: authenticator.register({
            challenge: creation.challenge,
            origin: FRAME_ORIGIN,
            rpId: RP_ID,
            userId: creation.user.id,
          }),
        },
        { token },
      ),
    )
    const request = ok<{ options: { challenge: string } }>(
      await client.post('/auth/v1/passkeys/login/options', { deviceId: devices.passkey }),
    ).options
    ok(
      await client.post('/auth/v1/passkeys/login/verify', {
        deviceId: devices.passkey,
        response: authenticator.assert({
          challenge: request.challenge,
          origin: FRAME_ORIGIN,
          rpId: RP_ID,
        }),
      }),
    )
    ok(await client.post('/auth/v1/passkeys/login/options', { deviceId: devices.passkeyPending }))

    // Farcaster: a started sign-in (its relay channel waits for the Farcaster app).
    ok(await client.post('/auth/v1/farcaster/start', { deviceId: devices.farcaster }))

    for (const deviceId of Object.values(devices)) {
      expect(await columnsHolding(db, deviceId), deviceId).toEqual([])
    }
    // The search finds what is there: each device's keyed id, where the device is named.
    expect(await columnsHolding(db, hasher.device(devices.email))).toEqual([
      'devices.device_id',
      'otps.device_id',
      'passkey_challenges.device_hash',
      'sessions.device_id',
      'wallet_shares.device_id',
    ])
    expect(await columnsHolding(db, hasher.device(devices.newDevice))).toEqual([
      'device_approvals.device_id',
      'devices.device_id',
      'otps.device_id',
      'sessions.device_id',
    ])
    expect(await columnsHolding(db, hasher.device(devices.social))).toEqual([
      'devices.device_id',
      'sessions.device_id',
      'social_logins.device_id',
    ])
    expect(await columnsHolding(db, hasher.device(devices.socialPending))).toEqual([
      'social_logins.device_id',
    ])
    expect(await columnsHolding(db, hasher.device(devices.passkey))).toEqual([
      'devices.device_id',
      'passkey_challenges.device_hash',
      'sessions.device_id',
    ])
    expect(await columnsHolding(db, hasher.device(devices.passkeyPending))).toEqual([
      'passkey_challenges.device_hash',
    ])
    expect(await columnsHolding(db, hasher.device(devices.farcaster))).toEqual([
      'farcaster_logins.device_id',
    ])
  }, 60_000)
})
