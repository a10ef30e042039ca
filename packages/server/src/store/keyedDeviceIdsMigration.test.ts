import { copyFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createAuthHasher } from '../auth/authHasher'
import { captureMailer, FRAME_ORIGIN, frameClient } from '../auth/authTestClient'
import { sha256Hex } from '../auth/secrets'
import { tempDir } from '../test/tempDir'
import { testConfig } from '../test/testConfig'
import { testDatabases } from '../test/testDatabases'
import { columnsHolding } from './columnsHolding'
import type { Database } from './database'
import { migrate } from './migrate'
import { MIGRATIONS_DIR } from './readMigrations'

const KEYED = 19
const plainDevice = 'plain-old-device-0123456789abcdef'
const userId = '11111111-1111-4111-8111-111111111111'
const projectId = 'a'.repeat(32)
const email = 'ann@example.com'
const sessionToken = 'old-session-token-0123456789abcdef0123456789'
const hashKey = Buffer.alloc(32, 9)

/** A migrations dir holding the shipped migrations up to `last`. */
async function migrationsUpTo(dir: string, last: number) {
  for (const file of await readdir(MIGRATIONS_DIR)) {
    if (file.endsWith('.sql') && Number(file.slice(0, 4)) <= last) {
      await copyFile(join(MIGRATIONS_DIR, file), join(dir, file))
    }
  }
}

/** What a database made before 0019 holds for a user signed in on one device. */
async function plainRows(db: Database, now: Date) {
  const later = new Date(now.getTime() + 600_000)
  const keyed = createAuthHasher(hashKey).device(plainDevice)
  await db.query('INSERT INTO projects (id, name) VALUES ($1, $2)', [projectId, 'Shop'])
  await db.query('INSERT INTO users (id, email, created_at) VALUES ($1, $2, $3)', [
    userId,
    email,
    now,
  ])
  await db.query('INSERT INTO devices (user_id, device_id, approved_at) VALUES ($1, $2, $3)', [
    userId,
    plainDevice,
    now,
  ])
  const [session] = await db.query<{ id: string }>(
    `INSERT INTO sessions (token_hash, user_id, device_id, origin, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [sha256Hex(sessionToken), userId, plainDevice, FRAME_ORIGIN, now, later],
  )
  await db.query(
    `INSERT INTO wallet_shares (user_id, address, auth_share, recovery_share, created_at, device_id)
     VALUES ($1, $2, 'v1.auth', 'v1.recovery', $3, $4)`,
    [userId, `0x${'ab'.repeat(20)}`, now, plainDevice],
  )
  await db.query(
    `INSERT INTO wallet_recoveries (user_id, device_id, session_id, released_at, notified_at)
     VALUES ($1, $2, $3, $4, $4)`,
    [userId, plainDevice, session?.id, now],
  )
  await db.query(
    `INSERT INTO social_logins (state_hash, provider, project_id, device_id, nonce, redirect_uri,
       created_at, expires_at)
     VALUES ('state-hash', 'google', $1, $2, 'nonce', 'https://wallet.example/cb', $3, $4)`,
    [projectId, plainDevice, now, later],
  )
  await db.query(
    `INSERT INTO farcaster_logins (channel_token_hash, project_id, device_id, nonce, domain,
       siwe_uri, created_at, expires_at)
     VALUES ('channel-hash', $1, $2, 'nonce', 'wallet.example', 'https://wallet.example', $3, $4)`,
    [projectId, plainDevice, now, later],
  )
  await db.query(
    `INSERT INTO passkey_challenges (challenge_hash, purpose, project_id, device_hash, user_id,
       created_at, expires_at)
     VALUES ('challenge-hash', 'login', $1, $2, NULL, $3, $4)`,
    [projectId, sha256Hex(plainDevice), now, later],
  )
  // Codes and links were keyed already (0016): they stay.
  await db.query(
    `INSERT INTO otps (email, user_id, device_id, purpose, code_hash, salt, sent_at, expires_at)
     VALUES ($1, $2, $3, 'login', 'code-hash', 'salt', $4, $5)`,
    [email, userId, keyed, now, later],
  )
  await db.query(
    `INSERT INTO device_approvals (token_hash, user_id, device_id, email, sent_at, expires_at)
     VALUES ('token-hash', $1, $2, $3, $4, $5)`,
    [userId, keyed, email, now, later],
  )
}

const count = async (db: Database, table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n

describe.each(testDatabases)('migration 0019 (keyed device ids) on %s', (_, open) => {
  let db: Database
  let app: FastifyInstance | undefined
  afterEach(async () => {
    await app?.close()
    app = undefined
    await db.close()
  })

  it('migrates a database of plain device ids: none is left, every device verifies again by email', async () => {
    db = await open()
    const dir = await tempDir('foyer-migrations')
    await migrationsUpTo(dir, KEYED - 1)
    await migrate(db, dir)
    const now = new Date()
    await plainRows(db, now)
    expect(await columnsHolding(db, plainDevice)).toEqual([
      'devices.device_id',
      'farcaster_logins.device_id',
      'sessions.device_id',
      'social_logins.device_id',
      'wallet_recoveries.device_id',
      'wallet_shares.device_id',
    ])

    await migrationsUpTo(dir, KEYED)
    expect((await migrate(db, dir)).map((migration) => migration.version)).toEqual([KEYED])

    expect(await columnsHolding(db, plainDevice)).toEqual([])
    expect(await columnsHolding(db, sha256Hex(plainDevice))).toEqual([])
    for (const table of [
      'devices',
      'sessions',
      'social_logins',
      'farcaster_logins',
      'passkey_challenges',
    ]) {
      expect(await count(db, table), table).toBe(0)
    }
    // The user, their wallet, the record of the release, and the keyed codes and links stay.
    expect(await db.query('SELECT id, email FROM users')).toEqual([{ id: userId, email }])
    expect(
      await db.query('SELECT auth_share, recovery_share, device_id FROM wallet_shares'),
    ).toEqual([{ auth_share: 'v1.auth', recovery_share: 'v1.recovery', device_id: null }])
    const [release] = await db.query<Record<string, unknown>>(
      'SELECT device_id, session_id, released_at, notified_at FROM wallet_recoveries',
    )
    expect(release).toMatchObject({ device_id: null, session_id: null })
    expect(new Date(release?.released_at as string).getTime()).toBe(now.getTime())
    expect(release?.notified_at).not.toBeNull()
    expect(await count(db, 'otps')).toBe(1)
    expect(await count(db, 'device_approvals')).toBe(1)

    // The old session is gone, and the device signs in again: a code, then the mailed link.
    const mailer = captureMailer()
    app = await createApp(testConfig({ AUTH_HASH_KEY: hashKey.toString('hex') }), {
      db,
      mailer,
      now: () => new Date(now.getTime() + 120_000),
    })
    const client = frameClient(app, projectId)
    await db.query('UPDATE projects SET allowed_origins = $2 WHERE id = $1', [
      projectId,
      ['http://*.foyer.localhost:*'],
    ])
    expect((await client.get('/auth/v1/session', { token: sessionToken })).json()).toMatchObject({
      isConnected: false,
    })
    const connect = await client.post('/auth/v1/email/connect', { email, deviceId: plainDevice })
    expect(connect.json()).toEqual({ action: 'VERIFY_OTP' })
    const verified = await client.post('/auth/v1/email/otp', {
      email,
      deviceId: plainDevice,
      otp: mailer.last(email).preview,
    })
    expect(verified.json()).toEqual({ action: 'VERIFY_DEVICE' })
  })
})
