import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import type { AuthHasher } from '../auth/authHasher'
import {
  type CallOptions,
  captureMailer,
  FRAME_ORIGIN,
  frameClient,
  hasherOf,
} from '../auth/authTestClient'
import { signInSocialUser } from '../auth/social/signInSocialUser'
import { createProject } from '../projects/createProject'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { testConfig } from '../test/testConfig'
import { encryptShare } from './shareCipher'
import type { WalletKeys } from './walletKeys'

const deviceA = 'device-a-0123456789abcdef'
const deviceB = 'device-b-0123456789abcdef'
const deviceC = 'device-c-0123456789abcdef'
const email = 'ann@example.com'
const shares = {
  address: `0x${'12'.repeat(20)}`,
  authShare: 'QVVUSF9TSEFSRV9TRUNSRVQ=',
  recoveryShare: 'UkVDT1ZFUllfU0hBUkVfU0VDUkVU',
}

describe.each(migratedTestDatabases)('legacy (custodial) new-device recovery on %s', (_, open) => {
  let db: Database
  let app: FastifyInstance
  let client: ReturnType<typeof frameClient>
  const mailer = captureMailer()
  const keys: WalletKeys = { authShareKey: randomBytes(32), recoveryKey: randomBytes(32) }
  let clock = new Date('2030-01-01T00:00:00.000Z')
  const tick = (ms = 30_000) => {
    clock = new Date(clock.getTime() + ms)
  }
  /** Ann's session on device A, the device that stored the wallet. */
  let tokenA: string
  /** Keys a device id as every table stores it. */
  let hasher: AuthHasher
  const key = (deviceId: string) => hasher.device(deviceId)
  beforeAll(async () => {
    db = await open()
    hasher = await hasherOf()
    const project = await createProject(db, { name: 'Shop' })
    app = await createApp(testConfig(), {
      db,
      mailer,
      now: () => clock,
      walletKeys: keys,
      deviceWaitMs: 200,
      devicePollMs: 20,
    })
    client = frameClient(app, project.id)
  })
  afterAll(async () => {
    await app.close()
    await db.close()
  })

  /** A session from a mailed code (a new user, or an approved device). */
  async function signInWithCode(deviceId: string, address = email): Promise<string> {
    tick()
    const connect = await client.post('/auth/v1/email/connect', { email: address, deviceId })
    expect(connect.json()).toEqual({ action: 'VERIFY_OTP' })
    const otp = mailer.last(address).preview
    const grant = await client.post('/auth/v1/email/otp', { email: address, deviceId, otp })
    expect(grant.statusCode).toBe(200)
    return grant.json().token
  }

  /** A known user's new device: VERIFY_DEVICE, the mailed link pressed, the session picked up. */
  async function signInNewDevice(deviceId: string): Promise<string> {
    tick()
    const connect = await client.post('/auth/v1/email/connect', { email, deviceId })
    if (connect.json().action === 'VERIFY_OTP') {
      // Hardened sign-in (the same first answer for every address): the code, then the link.
      const otp = mailer.last(email).preview
      const verified = await client.post('/auth/v1/email/otp', { email, deviceId, otp })
      expect(verified.json()).toEqual({ action: 'VERIFY_DEVICE' })
    } else {
      expect(connect.json()).toEqual({ action: 'VERIFY_DEVICE' })
    }
    const token = new URL(mailer.last(email).preview as string).searchParams.get('token') ?? ''
    const approved = await app.inject({
      method: 'POST',
      url: '/auth/v1/device/approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    })
    expect(approved.statusCode).toBe(200)
    const grant = await client.post('/auth/v1/device/wait', { email, deviceId })
    expect(grant.json()).toMatchObject({ approved: true })
    return grant.json().token
  }

  const recovery = (options: CallOptions) => client.get('/wallet/v1/shares/recovery', options)
  const releases = () =>
    db.query<{
      device_id: string
      session_id: string | null
      released_at: Date | string
      notified_at: Date | string | null
    }>('SELECT device_id, session_id, released_at, notified_at FROM wallet_recoveries ORDER BY id')
  const notices = () =>
    mailer.sent.filter((mail) => mail.subject === 'Your wallet was restored on a new device')

  beforeEach(async () => {
    await db.exec(
      'TRUNCATE users, devices, otps, device_approvals, sessions, wallet_shares, wallet_recoveries CASCADE',
    )
    mailer.sent.length = 0
    mailer.fail = false
    clock = new Date('2030-01-01T00:00:00.000Z')
    tokenA = await signInWithCode(deviceA)
    const stored = await client.post('/wallet/v1/shares', shares, { token: tokenA })
    expect(stored.statusCode).toBe(201)
    await makeLegacy()
  })

  /**
   * These wallets are legacy ones (made before sealed recovery, migration 0017): the server also
   * holds their recovery share, as the frame used to send it. New wallets never have one.
   */
  async function makeLegacy() {
    const rows = await db.query<{ user_id: string }>(
      'SELECT user_id FROM wallet_shares WHERE recovery_share IS NULL',
    )
    for (const { user_id } of rows) {
      await db.query('UPDATE wallet_shares SET recovery_share = $2 WHERE user_id = $1', [
        user_id,
        encryptShare(keys.recoveryKey, shares.recoveryShare, user_id),
      ])
    }
  }

  it('records the device that stored the wallet', async () => {
    expect(await db.query('SELECT device_id FROM wallet_shares')).toEqual([
      { device_id: key(deviceA) },
    ])
  })

  it('releases the recovery share to an approved new device, records it and mails a notice', async () => {
    const tokenB = await signInNewDevice(deviceB)
    const response = await recovery({ token: tokenB })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      address: shares.address,
      recoveryShare: shares.recoveryShare,
    })
    expect(response.body).not.toContain(shares.authShare)
    const [session] = await db.query<{ id: string }>(
      'SELECT id FROM sessions WHERE device_id = $1',
      [key(deviceB)],
    )
    const recorded = await releases()
    expect(recorded).toHaveLength(1)
    expect(recorded[0]?.device_id).toBe(key(deviceB))
    expect(String(recorded[0]?.session_id)).toBe(String(session?.id))
    expect(new Date(recorded[0]?.released_at ?? 0).toISOString()).toBe(clock.toISOString())
    expect(new Date(recorded[0]?.notified_at ?? 0).toISOString()).toBe(clock.toISOString())
    const [notice] = notices()
    expect(notices()).toHaveLength(1)
    expect(notice?.to).toBe(email)
    expect(notice?.text).toContain(shares.address)
    expect(notice?.text).toContain('2030-01-01 00:01 UTC')
    expect(notice?.html).toContain(shares.address)
    expect(notice?.text).not.toContain(shares.recoveryShare)
    expect(notice?.html).not.toContain(shares.recoveryShare)
  })

  it('refuses the device that stored the wallet (409 RECOVERY_USED): nothing mailed or recorded', async () => {
    const response = await recovery({ token: tokenA })
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('RECOVERY_USED')
    expect(response.body).not.toContain(shares.recoveryShare)
    expect(await releases()).toEqual([])
    expect(notices()).toEqual([])
  })

  it('lets the same session ask again (a retry), without a second notice; another session of that device is refused', async () => {
    const tokenB = await signInNewDevice(deviceB)
    expect((await recovery({ token: tokenB })).statusCode).toBe(200)
    const retry = await recovery({ token: tokenB })
    expect(retry.statusCode).toBe(200)
    expect(retry.json().recoveryShare).toBe(shares.recoveryShare)
    expect(notices()).toHaveLength(1)
    expect((await releases()).map((row) => row.notified_at === null)).toEqual([false, true])
    // Device B is approved now: a new sign-in on it is by code, and its session gets nothing.
    const again = await signInWithCode(deviceB)
    const refused = await recovery({ token: again })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('RECOVERY_USED')
    expect(await releases()).toHaveLength(2)
  })

  it('gives each new device its own release and notice', async () => {
    expect((await recovery({ token: await signInNewDevice(deviceB) })).statusCode).toBe(200)
    expect((await recovery({ token: await signInNewDevice(deviceC) })).statusCode).toBe(200)
    expect((await releases()).map((row) => row.device_id)).toEqual([key(deviceB), key(deviceC)])
    expect(notices()).toHaveLength(2)
  })

  it('releases to one of two sessions of a device asking at once', async () => {
    const first = await signInNewDevice(deviceB)
    const second = await signInWithCode(deviceB)
    const answers = await Promise.all([recovery({ token: first }), recovery({ token: second })])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(await releases()).toHaveLength(1)
    expect(notices()).toHaveLength(1)
  })

  it('answers 404 NO_WALLET to a user without a wallet', async () => {
    const bob = await signInWithCode(deviceC, 'bob@example.com')
    const response = await recovery({ token: bob })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('NO_WALLET')
    expect(await releases()).toEqual([])
    expect(notices()).toEqual([])
  })

  it('releases nothing when the notice cannot be mailed (502), and works once mail does', async () => {
    const tokenB = await signInNewDevice(deviceB)
    mailer.fail = true
    const failed = await recovery({ token: tokenB })
    expect(failed.statusCode).toBe(502)
    expect(failed.json().error.code).toBe('MAIL_FAILED')
    expect(failed.body).not.toContain(shares.recoveryShare)
    expect(await releases()).toEqual([])
    mailer.fail = false
    expect((await recovery({ token: tokenB })).statusCode).toBe(200)
    expect(notices()).toHaveLength(1)
  })

  it('mails a retry its own notice while the first one’s is still on its way, and it fails', async () => {
    const tokenB = await signInNewDevice(deviceB)
    const send = mailer.send
    let letGo: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      letGo = resolve
    })
    let calls = 0
    mailer.send = async (mail) => {
      if (++calls === 1) {
        await held
        throw new Error('SMTP down')
      }
      return send(mail)
    }
    try {
      const first = recovery({ token: tokenB })
      while ((await releases()).length === 0) await new Promise((r) => setTimeout(r, 5))
      const retry = await recovery({ token: tokenB })
      expect(retry.statusCode).toBe(200)
      expect(notices()).toHaveLength(1)
      letGo()
      expect((await first).statusCode).toBe(502)
      expect((await releases()).map((row) => row.notified_at === null)).toEqual([false])
    } finally {
      mailer.send = send
    }
  })

  it('fails (500) with nothing released, recorded or mailed when the ciphertext was tampered with', async () => {
    const tokenB = await signInNewDevice(deviceB)
    const [row] = await db.query<{ recovery_share: string }>(
      'SELECT recovery_share FROM wallet_shares',
    )
    const parts = (row?.recovery_share ?? '').split('.')
    const ciphertext = Buffer.from(parts[3] ?? '', 'base64url')
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 1
    parts[3] = ciphertext.toString('base64url')
    await db.query('UPDATE wallet_shares SET recovery_share = $1', [parts.join('.')])
    const response = await recovery({ token: tokenB })
    expect(response.statusCode).toBe(500)
    expect(response.body).not.toContain(shares.recoveryShare)
    expect(await releases()).toEqual([])
    expect(notices()).toEqual([])
  })

  it('needs the recovery key, not the auth-share key', async () => {
    const tokenB = await signInNewDevice(deviceB)
    await db.query('UPDATE wallet_shares SET recovery_share = auth_share')
    expect((await recovery({ token: tokenB })).statusCode).toBe(500)
  })

  it('releases nothing without a live session on an approved device (401)', async () => {
    const tokenB = await signInNewDevice(deviceB)
    const unauthenticated = [await recovery({}), await recovery({ token: 'A'.repeat(43) })]
    await client.post('/auth/v1/signout', {}, { token: tokenB })
    unauthenticated.push(await recovery({ token: tokenB }))
    const tokenC = await signInNewDevice(deviceC)
    await db.query('DELETE FROM devices WHERE device_id = $1', [key(deviceC)])
    unauthenticated.push(await recovery({ token: tokenC }))
    for (const response of unauthenticated) {
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('UNAUTHORIZED')
    }
    expect(await releases()).toEqual([])
    expect(notices()).toEqual([])
  })

  it('releases nothing to an expired session', async () => {
    const tokenB = await signInNewDevice(deviceB)
    tick(60 * 60_000)
    expect((await recovery({ token: tokenB })).statusCode).toBe(401)
  })

  it('answers only the frame origin (403), even with a live session', async () => {
    const tokenB = await signInNewDevice(deviceB)
    for (const origin of ['http://foyer.localhost:5173', null]) {
      const response = await recovery({ token: tokenB, origin })
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('ORIGIN_NOT_ALLOWED')
    }
    expect(await releases()).toEqual([])
  })

  it('cannot tell the storing device of a wallet stored before migration 0008', async () => {
    await db.query('UPDATE wallet_shares SET device_id = NULL')
    expect((await recovery({ token: tokenA })).statusCode).toBe(200)
    expect(notices()).toHaveLength(1)
  })

  it('releases to a user without an email with no notice, recorded all the same', async () => {
    // x gives no email: the provider sign-in is the proof, and there is nobody to mail.
    const signInWithX = async (deviceId: string) => {
      tick()
      const grant = await signInSocialUser(db, {
        provider: 'x',
        identity: { subject: 'x-42', email: null, emailVerified: false, username: 'ann' },
        deviceKey: key(deviceId),
        origin: FRAME_ORIGIN,
        now: clock,
      })
      expect(grant.user.email).toBeNull()
      return grant.token
    }
    const first = await signInWithX(deviceA)
    const stored = await client.post('/wallet/v1/shares', shares, { token: first })
    expect(stored.statusCode).toBe(201)
    await makeLegacy()
    mailer.sent.length = 0
    // Mail being down does not matter: none is sent.
    mailer.fail = true
    const tokenB = await signInWithX(deviceB)
    const released = await recovery({ token: tokenB })
    expect(released.statusCode).toBe(200)
    expect(released.json()).toEqual({
      address: shares.address,
      recoveryShare: shares.recoveryShare,
    })
    expect(mailer.sent).toEqual([])
    const rows = await db.query<{ device_id: string; notified_at: unknown; email: string | null }>(
      `SELECT r.device_id, r.notified_at, u.email FROM wallet_recoveries r
       JOIN users u ON u.id = r.user_id`,
    )
    expect(rows).toEqual([{ device_id: key(deviceB), notified_at: null, email: null }])
    // Once per device, as for everyone: another session of device B is refused.
    const again = await recovery({ token: await signInWithX(deviceB) })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('RECOVERY_USED')
  })
})
