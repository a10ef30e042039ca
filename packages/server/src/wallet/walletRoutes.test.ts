import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { captureMailer, frameClient } from '../auth/authTestClient'
import { createProject } from '../projects/createProject'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { tempDir } from '../test/tempDir'
import { testConfig } from '../test/testConfig'
import { decryptShare } from './shareCipher'
import type { WalletKeys } from './walletKeys'

const deviceA = 'device-a-0123456789abcdef'
const deviceB = 'device-b-0123456789abcdef'
const email = 'ann@example.com'
const shares = {
  address: `0x${'12'.repeat(20)}`,
  authShare: 'QVVUSF9TSEFSRV9TRUNSRVQ=',
}
/** What an old frame also sent: dropped, never stored. */
const oldRecoveryShare = 'UkVDT1ZFUllfU0hBUkVfU0VDUkVU'

describe.each(migratedTestDatabases)('wallet shares on %s', (_, open) => {
  let db: Database
  let app: FastifyInstance
  let client: ReturnType<typeof frameClient>
  const mailer = captureMailer()
  const keys: WalletKeys = { authShareKey: randomBytes(32), recoveryKey: randomBytes(32) }
  let clock = new Date('2030-01-01T00:00:00.000Z')
  let token: string
  beforeAll(async () => {
    db = await open()
    const project = await createProject(db, { name: 'Shop' })
    app = await createApp(testConfig(), { db, mailer, now: () => clock, walletKeys: keys })
    client = frameClient(app, project.id)
  })
  afterAll(async () => {
    await app.close()
    await db.close()
  })
  async function signIn(address: string, deviceId: string) {
    await client.post('/auth/v1/email/connect', { email: address, deviceId })
    const otp = mailer.last(address).preview
    const grant = await client.post('/auth/v1/email/otp', { email: address, deviceId, otp })
    return grant.json() as { token: string; user: { id: string } }
  }
  beforeEach(async () => {
    await db.exec(
      'TRUNCATE users, devices, otps, device_approvals, sessions, wallet_shares CASCADE',
    )
    clock = new Date('2030-01-01T00:00:00.000Z')
    token = (await signIn(email, deviceA)).token
  })

  const store = (
    body: unknown = shares,
    options: { token?: string; origin?: string } = { token },
  ) => client.post('/wallet/v1/shares', body, options)
  const authShare = (options: { token?: string; origin?: string } = { token }) =>
    client.get('/wallet/v1/shares/auth', options)

  it('stores the shares once and releases the auth share to the signed-in device', async () => {
    const stored = await store()
    expect(stored.statusCode).toBe(201)
    expect(stored.json()).toEqual({ address: shares.address })
    const response = await authShare()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      address: shares.address,
      authShare: shares.authShare,
      version: 1,
    })
  })

  it('never stores a recovery share an old frame still sends', async () => {
    expect((await store({ ...shares, recoveryShare: oldRecoveryShare })).statusCode).toBe(201)
    const rows = await db.query('SELECT * FROM wallet_shares')
    expect(rows).toEqual([expect.objectContaining({ recovery_share: null, sealed_recovery: null })])
    expect(JSON.stringify(rows)).not.toContain(oldRecoveryShare)
  })

  it('refuses a second wallet (409 WALLET_EXISTS) and keeps the first', async () => {
    await store()
    const again = await store({ ...shares, authShare: 'b3RoZXI=' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('WALLET_EXISTS')
    expect((await authShare()).json().authShare).toBe(shares.authShare)
  })

  it('keeps only ciphertext, under the auth-share key with the user id bound', async () => {
    await store()
    const [row] = await db.query<{ user_id: string; auth_share: string }>(
      'SELECT user_id, auth_share FROM wallet_shares',
    )
    if (!row) throw new Error('no row')
    expect(JSON.stringify(row)).not.toContain(shares.authShare)
    expect(decryptShare(keys.authShareKey, row.auth_share, row.user_id)).toBe(shares.authShare)
    expect(() => decryptShare(keys.recoveryKey, row.auth_share, row.user_id)).toThrow()
  })

  it('fails (500, nothing released) when the stored ciphertext was tampered with', async () => {
    await store()
    const [row] = await db.query<{ auth_share: string }>('SELECT auth_share FROM wallet_shares')
    const parts = (row?.auth_share ?? '').split('.')
    const ciphertext = Buffer.from(parts[3] ?? '', 'base64url')
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 1
    parts[3] = ciphertext.toString('base64url')
    await db.query('UPDATE wallet_shares SET auth_share = $1', [parts.join('.')])
    const response = await authShare()
    expect(response.statusCode).toBe(500)
    expect(response.body).not.toContain(shares.authShare)
  })

  it('does not release a share moved to another user', async () => {
    await store()
    const bob = await signIn('bob@example.com', deviceB)
    await db.query('DELETE FROM wallet_shares WHERE user_id = $1', [bob.user.id])
    await db.query('UPDATE wallet_shares SET user_id = $1', [bob.user.id])
    expect((await authShare({ token: bob.token })).statusCode).toBe(500)
  })

  it('answers 404 NO_WALLET before a wallet is stored', async () => {
    const response = await authShare()
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('NO_WALLET')
  })

  it('releases nothing without authentication (401)', async () => {
    await store()
    for (const response of [
      await authShare({}),
      await authShare({ token: 'A'.repeat(43) }),
      await store(shares, {}),
    ]) {
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('UNAUTHORIZED')
      expect(response.body).not.toContain(shares.authShare)
    }
  })

  it('releases nothing to a revoked or an expired session', async () => {
    await store()
    await client.post('/auth/v1/signout', {}, { token })
    expect((await authShare()).statusCode).toBe(401)
    token = (await signIn(email, deviceA)).token
    clock = new Date(clock.getTime() + 30_000)
    token = (await signIn(email, deviceA)).token
    expect((await authShare()).statusCode).toBe(200)
    clock = new Date(clock.getTime() + 60 * 60_000)
    expect((await authShare()).statusCode).toBe(401)
  })

  it('releases nothing to a device that is no longer approved', async () => {
    await store()
    await db.query('DELETE FROM devices')
    expect((await authShare()).statusCode).toBe(401)
  })

  it('answers only the frame origin (403)', async () => {
    const response = await authShare({ token, origin: 'http://foyer.localhost:5173' })
    expect(response.statusCode).toBe(403)
    expect(response.json().error.code).toBe('ORIGIN_NOT_ALLOWED')
  })

  it('answers 400 INVALID_PARAMS to bad shares', async () => {
    const response = await store({ ...shares, address: '0x1' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('INVALID_PARAMS')
  })

  it('generates the keys into DATA_DIR on first use when none are configured', async () => {
    const dataDir = await tempDir('foyer-wallet-keys')
    const project = await createProject(db, { name: 'Keys' })
    const keyApp = await createApp(testConfig({ DATA_DIR: dataDir }), {
      db,
      mailer,
      now: () => clock,
    })
    try {
      const keyClient = frameClient(keyApp, project.id)
      expect((await keyClient.post('/wallet/v1/shares', shares, { token })).statusCode).toBe(201)
      expect((await keyClient.get('/wallet/v1/shares/auth', { token })).json().authShare).toBe(
        shares.authShare,
      )
    } finally {
      await keyApp.close()
    }
  })
})
