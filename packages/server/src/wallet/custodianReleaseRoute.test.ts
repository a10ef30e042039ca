import { generateKeyPairSync, randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createAuthHasher } from '../auth/authHasher'
import { type CallOptions, captureMailer, FRAME_ORIGIN, frameClient } from '../auth/authTestClient'
import { signInSocialUser } from '../auth/social/signInSocialUser'
import { createCustodianServer } from '../custodian/createCustodianServer'
import {
  openRelease,
  rawPublicKey,
  sealBytes,
  wrapForCustodian,
} from '../custodian/custodianCrypto'
import { custodianKeyOf } from '../custodian/custodianKey'
import { createProject } from '../projects/createProject'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { freePort } from '../test/postgresCluster'
import { testConfig } from '../test/testConfig'
import type { WalletKeys } from './walletKeys'

const deviceA = 'device-a-0123456789abcdef'
const deviceB = 'device-b-0123456789abcdef'
const deviceC = 'device-c-0123456789abcdef'
const email = 'ann@example.com'
const address = `0x${'12'.repeat(20)}`
const hex = (bytes: Buffer) => `0x${bytes.toString('hex')}`
const NOTICE = 'Your wallet was restored on a new device'

describe.each(migratedTestDatabases)('custodial email recovery on %s', (_, open) => {
  let db: Database
  let app: FastifyInstance
  /** The same API with no custodian (off), and with one that is down. */
  let offApp: FastifyInstance
  let downApp: FastifyInstance
  let custodian: FastifyInstance
  let client: ReturnType<typeof frameClient>
  let offClient: ReturnType<typeof frameClient>
  let downClient: ReturnType<typeof frameClient>
  const mailer = captureMailer()
  const keys: WalletKeys = { authShareKey: randomBytes(32), recoveryKey: randomBytes(32) }
  const custodianKey = custodianKeyOf(randomBytes(32))
  const token = randomBytes(32).toString('hex')
  const audit: string[] = []
  const authHashKey = randomBytes(32)
  let clock = new Date('2030-01-01T00:00:00.000Z')
  const tick = (ms = 30_000) => {
    clock = new Date(clock.getTime() + ms)
  }
  let tokenA: string
  let userId: string

  beforeAll(async () => {
    db = await open()
    const project = await createProject(db, { name: 'Shop' })
    custodian = await createCustodianServer({
      key: custodianKey,
      token,
      audit: (line) => audit.push(line),
    })
    await custodian.listen({ host: '127.0.0.1', port: 0 })
    const { port } = custodian.server.address() as { port: number }
    const deps = {
      db,
      mailer,
      now: () => clock,
      walletKeys: keys,
      deviceWaitMs: 200,
      devicePollMs: 20,
    }
    const env = { AUTH_HASH_KEY: authHashKey.toString('base64') }
    app = await createApp(
      testConfig({ ...env, CUSTODIAN_URL: `http://127.0.0.1:${port}`, CUSTODIAN_TOKEN: token }),
      deps,
    )
    offApp = await createApp(testConfig(env), deps)
    downApp = await createApp(
      testConfig({
        ...env,
        CUSTODIAN_URL: `http://127.0.0.1:${await freePort()}`,
        CUSTODIAN_TOKEN: token,
      }),
      deps,
    )
    client = frameClient(app, project.id)
    offClient = frameClient(offApp, project.id)
    downClient = frameClient(downApp, project.id)
  })
  afterAll(async () => {
    await app.close()
    await offApp.close()
    await downApp.close()
    await custodian.close()
    await db.close()
  })

  async function signInWithCode(deviceId: string): Promise<{ token: string; userId: string }> {
    tick()
    await client.post('/auth/v1/email/connect', { email, deviceId })
    const otp = mailer.last(email).preview
    const grant = await client.post('/auth/v1/email/otp', { email, deviceId, otp })
    expect(grant.statusCode).toBe(200)
    return { token: grant.json().token, userId: grant.json().user.id }
  }

  /** A known user's new device: the code, the mailed approval link, the session picked up. */
  async function signInNewDevice(deviceId: string): Promise<string> {
    tick()
    const connect = await client.post('/auth/v1/email/connect', { email, deviceId })
    if (connect.json().action === 'VERIFY_OTP') {
      const otp = mailer.last(email).preview
      const verified = await client.post('/auth/v1/email/otp', { email, deviceId, otp })
      expect(verified.json()).toEqual({ action: 'VERIFY_DEVICE' })
    }
    const approval = new URL(mailer.last(email).preview as string).searchParams.get('token') ?? ''
    const approved = await app.inject({
      method: 'POST',
      url: '/auth/v1/device/approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: approval }).toString(),
    })
    expect(approved.statusCode).toBe(200)
    const grant = await client.post('/auth/v1/device/wait', { email, deviceId })
    expect(grant.json()).toMatchObject({ approved: true })
    return grant.json().token
  }

  beforeEach(async () => {
    await db.exec(
      'TRUNCATE users, devices, otps, device_approvals, sessions, wallet_shares, wallet_recoveries, custodian_releases CASCADE',
    )
    mailer.sent.length = 0
    mailer.fail = false
    ;({ token: tokenA, userId } = await signInWithCode(deviceA))
    const stored = await client.post(
      '/wallet/v1/shares',
      { address, authShare: hex(randomBytes(33)) },
      { token: tokenA },
    )
    expect(stored.statusCode).toBe(201)
  })

  const context = () => ({ address, userId })
  /** What the frame sends to protect a new wallet with a custodian wrap of a fresh RK. */
  function custodianProtect(rk: Buffer, keyId = custodianKey.publicKey.keyId) {
    const sealed = wrapForCustodian(custodianKey.publicKey.publicKey, rk, context())
    return {
      version: 1,
      authShare: hex(randomBytes(33)),
      sealedRecovery: sealBytes(rk, randomBytes(33), 'share'),
      method: { kind: 'custodian' as const, keyId, ...sealed },
    }
  }
  const recipient = () => generateKeyPairSync('x25519').privateKey
  const release = (
    key = recipient(),
    options: CallOptions = { token: tokenA },
    on: ReturnType<typeof frameClient> = client,
  ) =>
    on.post(
      '/wallet/v1/recovery/custodian/release',
      { recipientPublicKey: rawPublicKey(key) },
      options,
    )
  const notices = () => mailer.sent.filter((mail) => mail.subject === NOTICE)

  it('the record carries the custodian’s key when one runs; null when off or down', async () => {
    const record = await client.get('/wallet/v1/recovery', { token: tokenA })
    expect(record.json()).toEqual({
      address,
      version: 1,
      sealedRecovery: null,
      methods: [],
      legacyRecovery: false,
      custodian: custodianKey.publicKey,
    })
    for (const other of [offClient, downClient]) {
      const answer = await other.get('/wallet/v1/recovery', { token: tokenA })
      expect(answer.statusCode).toBe(200)
      expect(answer.json().custodian).toBeNull()
    }
  })

  it('protects with a custodian wrap (one per wallet), then releases RK to the frame’s one-off key', async () => {
    const rk = randomBytes(32)
    const body = custodianProtect(rk)
    const protect = await client.post('/wallet/v1/shares/protect', body, { token: tokenA })
    expect(protect.statusCode).toBe(200)
    expect(protect.json().methods).toEqual([body.method])
    // A second custodian wrap replaces the first.
    const again = custodianProtect(rk).method
    const added = await client.post(
      '/wallet/v1/recovery/methods',
      { version: 2, method: again },
      { token: tokenA },
    )
    expect(added.json().methods).toEqual([again])

    const key = recipient()
    const answer = await release(key)
    expect(answer.statusCode).toBe(200)
    expect(openRelease(key, answer.json(), context())?.equals(rk)).toBe(true)
    expect(JSON.parse(audit.at(-1) ?? '{}')).toMatchObject({ userId, address })
  })

  it('mails the notice once per device before a release; a failed mail releases nothing', async () => {
    const rk = randomBytes(32)
    await client.post('/wallet/v1/shares/protect', custodianProtect(rk), { token: tokenA })
    const tokenB = await signInNewDevice(deviceB)
    mailer.sent.length = 0
    mailer.fail = true
    const auditBefore = audit.length
    const failed = await release(recipient(), { token: tokenB })
    expect(failed.statusCode).toBe(502)
    expect(failed.json().error.code).toBe('MAIL_FAILED')
    expect(audit).toHaveLength(auditBefore)
    expect(await db.query('SELECT * FROM custodian_releases')).toEqual([])

    mailer.fail = false
    expect((await release(recipient(), { token: tokenB })).statusCode).toBe(200)
    expect((await release(recipient(), { token: tokenB })).statusCode).toBe(200)
    expect(notices()).toHaveLength(1)
    expect(notices()[0]?.to).toBe(email)
    expect(notices()[0]?.text).toContain(address)
    // The device that stored the wallet holds its key already (it asks only to add a method of
    // the visitor's): released, with no notice.
    expect((await release(recipient(), { token: tokenA })).statusCode).toBe(200)
    expect(notices()).toHaveLength(1)
    // Another new device of the same user: its own notice.
    const tokenC = await signInNewDevice(deviceC)
    mailer.sent.length = 0
    expect((await release(recipient(), { token: tokenC })).statusCode).toBe(200)
    expect(notices()).toHaveLength(1)
    const rows = await db.query<{ device_id: string; releases: number; notified_at: unknown }>(
      'SELECT device_id, releases, notified_at FROM custodian_releases',
    )
    expect(rows.map((row) => [Number(row.releases), row.notified_at !== null]).sort()).toEqual([
      [1, false],
      [1, true],
      [2, true],
    ])
    // The device ids stored are keyed, never the frame's own.
    expect(JSON.stringify(rows)).not.toContain(deviceA)
    expect(JSON.stringify(rows)).not.toContain(deviceB)
    expect(JSON.stringify(rows)).not.toContain(deviceC)
  })

  it('a user without an email gets no notice, and mail being down does not matter', async () => {
    tick()
    const grant = await signInSocialUser(db, {
      provider: 'x',
      identity: { subject: 'x-42', email: null, emailVerified: false, username: 'ann' },
      deviceKey: createAuthHasher(authHashKey).device(deviceB),
      origin: FRAME_ORIGIN,
      now: clock,
    })
    expect(grant.user.email).toBeNull()
    const options = { token: grant.token }
    expect(
      (
        await client.post(
          '/wallet/v1/shares',
          { address, authShare: hex(randomBytes(33)) },
          options,
        )
      ).statusCode,
    ).toBe(201)
    userId = grant.user.id
    const rk = randomBytes(32)
    expect(
      (await client.post('/wallet/v1/shares/protect', custodianProtect(rk), options)).statusCode,
    ).toBe(200)
    mailer.sent.length = 0
    mailer.fail = true
    const key = recipient()
    const answer = await release(key, options)
    expect(answer.statusCode).toBe(200)
    expect(openRelease(key, answer.json(), context())?.equals(rk)).toBe(true)
    expect(mailer.sent).toEqual([])
    expect(
      await db.query('SELECT notified_at FROM custodian_releases WHERE user_id = $1', [userId]),
    ).toEqual([{ notified_at: null }])
  })

  it('answers 404 CUSTODIAN_OFF when off or without a custodian wrap; 502 when the custodian is down', async () => {
    const none = await release()
    expect(none.statusCode).toBe(404)
    expect(none.json().error.code).toBe('CUSTODIAN_OFF')
    await client.post('/wallet/v1/shares/protect', custodianProtect(randomBytes(32)), {
      token: tokenA,
    })
    const off = await release(recipient(), { token: tokenA }, offClient)
    expect(off.json().error.code).toBe('CUSTODIAN_OFF')
    const down = await release(recipient(), { token: tokenA }, downClient)
    expect(down.statusCode).toBe(502)
    expect(down.json().error.code).toBe('CUSTODIAN_FAILED')
  })

  it('answers 502 CUSTODIAN_FAILED when the stored wrap does not open', async () => {
    await client.post('/wallet/v1/shares/protect', custodianProtect(randomBytes(32)), {
      token: tokenA,
    })
    const other = wrapForCustodian(custodianKey.publicKey.publicKey, randomBytes(32), {
      address,
      userId: '6f1c2a9e-0000-4000-8000-000000000009',
    })
    await db.query(
      `UPDATE wallet_recovery_methods SET wrap = $1, public_key = $2 WHERE kind = 'custodian'`,
      [other.wrap, other.ephemeralPublicKey],
    )
    const answer = await release()
    expect(answer.statusCode).toBe(502)
    expect(answer.json().error.code).toBe('CUSTODIAN_FAILED')
  })

  it('never stores a wrap no custodian can open: off, or another key id (400)', async () => {
    const body = custodianProtect(randomBytes(32))
    const off = await offClient.post('/wallet/v1/shares/protect', body, { token: tokenA })
    expect(off.statusCode).toBe(400)
    expect(off.json().error.message).toMatch(/runs no custodian/)
    const otherKey = custodianProtect(randomBytes(32), 'A'.repeat(22))
    const stale = await client.post('/wallet/v1/shares/protect', otherKey, { token: tokenA })
    expect(stale.statusCode).toBe(400)
    expect(stale.json().error.message).toMatch(/current key/)
    const down = await downClient.post('/wallet/v1/shares/protect', body, { token: tokenA })
    expect(down.statusCode).toBe(502)
    expect(await db.query('SELECT * FROM wallet_recovery_methods')).toEqual([])
  })

  it('answers only a live session (401) from the frame origin (403); bad input 400', async () => {
    expect((await release(recipient(), {})).statusCode).toBe(401)
    expect(
      (await release(recipient(), { token: tokenA, origin: 'http://foyer.localhost:5173' }))
        .statusCode,
    ).toBe(403)
    for (const body of [
      {},
      { recipientPublicKey: 'short' },
      { recipientPublicKey: 'A'.repeat(43), x: 1 },
    ]) {
      const answer = await client.post('/wallet/v1/recovery/custodian/release', body, {
        token: tokenA,
      })
      expect(answer.statusCode).toBe(400)
      expect(answer.json().error.code).toBe('INVALID_PARAMS')
    }
  })
})
