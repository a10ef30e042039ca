import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { type CallOptions, captureMailer, frameClient } from '../auth/authTestClient'
import { createProject } from '../projects/createProject'
import type { Database } from '../store/database'
import { migratedTestDatabases } from '../test/migratedTestDatabases'
import { testConfig } from '../test/testConfig'
import { decryptShare, encryptShare } from './shareCipher'
import type { WalletKeys } from './walletKeys'

const deviceA = 'device-a-0123456789abcdef'
const email = 'ann@example.com'
const address = `0x${'12'.repeat(20)}`
const hex = (bytes: Buffer) => `0x${bytes.toString('hex')}`

/**
 * What the frame does, in its format (packages/frame/src/recovery): AES-256-GCM under a key the
 * server never sees, `v1.<iv>.<ciphertext+tag>` base64url, the wallet and user bound.
 */
function frameSeal(key: Buffer, plain: Buffer, associatedData: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(associatedData))
  const sealed = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()])
  return `v1.${iv.toString('base64url')}.${sealed.toString('base64url')}`
}

function frameOpen(key: Buffer, box: string, associatedData: string): Buffer | undefined {
  const [, iv = '', sealedText = ''] = box.split('.')
  const sealed = Buffer.from(sealedText, 'base64url')
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    decipher.setAAD(Buffer.from(associatedData))
    decipher.setAuthTag(sealed.subarray(sealed.length - 16))
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - 16)),
      decipher.final(),
    ])
  } catch {
    return undefined
  }
}

/** A fresh split as the frame protects with: A', R', RK, and R' sealed, RK wrapped. */
function frameProtect(userId: string, version: number) {
  const authShare = hex(randomBytes(33))
  const recoveryShare = hex(randomBytes(33))
  const deviceShare = hex(randomBytes(33))
  const rk = randomBytes(32)
  const passwordKek = randomBytes(32)
  const ad = `foyer-recovery-v1:${address}:${userId}`
  const sealedRecovery = frameSeal(rk, Buffer.from(recoveryShare.slice(2), 'hex'), `${ad}:share`)
  const method = {
    kind: 'password' as const,
    salt: randomBytes(16).toString('base64url'),
    params: { N: 131072, r: 8, p: 1, dkLen: 32 },
    wrap: frameSeal(passwordKek, rk, `${ad}:password`),
  }
  return {
    body: { version, authShare, sealedRecovery, method },
    secrets: { recoveryShare, deviceShare, rk, passwordKek },
    ad,
  }
}

const passkeyMethod = (credentialId = randomBytes(32).toString('base64url')) => ({
  kind: 'passkey' as const,
  credentialId,
  wrap: frameSeal(randomBytes(32), randomBytes(32), 'x'),
})

describe.each(migratedTestDatabases)('sealed recovery on %s', (_, open) => {
  let db: Database
  let app: FastifyInstance
  let client: ReturnType<typeof frameClient>
  const mailer = captureMailer()
  const keys: WalletKeys = { authShareKey: randomBytes(32), recoveryKey: randomBytes(32) }
  const otherSecrets = { social: randomBytes(32), authHash: randomBytes(32) }
  const clock = new Date('2030-01-01T00:00:00.000Z')
  let token: string
  let userId: string
  beforeAll(async () => {
    db = await open()
    const project = await createProject(db, { name: 'Shop' })
    app = await createApp(
      testConfig({
        SOCIAL_SECRET_KEY: otherSecrets.social.toString('base64'),
        AUTH_HASH_KEY: otherSecrets.authHash.toString('base64'),
      }),
      { db, mailer, now: () => clock, walletKeys: keys },
    )
    client = frameClient(app, project.id)
  })
  afterAll(async () => {
    await app.close()
    await db.close()
  })
  beforeEach(async () => {
    await db.exec(
      'TRUNCATE users, devices, otps, device_approvals, sessions, wallet_shares, wallet_recoveries CASCADE',
    )
    await client.post('/auth/v1/email/connect', { email, deviceId: deviceA })
    const otp = mailer.last(email).preview
    const grant = await client.post('/auth/v1/email/otp', { email, deviceId: deviceA, otp })
    token = grant.json().token
    userId = grant.json().user.id
    const stored = await client.post(
      '/wallet/v1/shares',
      { address, authShare: hex(randomBytes(33)) },
      { token },
    )
    expect(stored.statusCode).toBe(201)
  })

  const protect = (body: unknown, options: CallOptions = { token }) =>
    client.post('/wallet/v1/shares/protect', body, options)
  const record = (options: CallOptions = { token }) => client.get('/wallet/v1/recovery', options)
  const addMethod = (body: unknown, options: CallOptions = { token }) =>
    client.post('/wallet/v1/recovery/methods', body, options)
  const removePasskey = (credentialId: string) =>
    client.post('/wallet/v1/recovery/passkeys/remove', { credentialId }, { token })

  it('answers an unprotected wallet’s record: nothing sealed, no methods', async () => {
    const response = await record()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      address,
      version: 1,
      sealedRecovery: null,
      methods: [],
      legacyRecovery: false,
      custodian: null,
    })
  })

  it('protects: a new auth share, the sealed share and its method, the version raised', async () => {
    const { body } = frameProtect(userId, 1)
    const response = await protect(body)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      address,
      version: 2,
      sealedRecovery: body.sealedRecovery,
      methods: [body.method],
      legacyRecovery: false,
      custodian: null,
    })
    expect((await record()).json()).toEqual(response.json())
    const auth = await client.get('/wallet/v1/shares/auth', { token })
    expect(auth.json()).toEqual({ address, authShare: body.authShare, version: 2 })
  })

  it('refuses a protect for an older version (409 RECOVERY_STALE) and changes nothing', async () => {
    const first = frameProtect(userId, 1)
    expect((await protect(first.body)).statusCode).toBe(200)
    const late = await protect(frameProtect(userId, 1).body)
    expect(late.statusCode).toBe(409)
    expect(late.json().error.code).toBe('RECOVERY_STALE')
    expect((await record()).json()).toMatchObject({
      version: 2,
      sealedRecovery: first.body.sealedRecovery,
    })
    const auth = await client.get('/wallet/v1/shares/auth', { token })
    expect(auth.json().authShare).toBe(first.body.authShare)
  })

  it('a new protect drops the wraps of the older recovery key', async () => {
    await protect(frameProtect(userId, 1).body)
    expect((await addMethod({ version: 2, method: passkeyMethod() })).statusCode).toBe(200)
    const again = frameProtect(userId, 2)
    const response = await protect(again.body)
    expect(response.json()).toMatchObject({ version: 3, methods: [again.body.method] })
  })

  it('deletes a legacy server-held recovery share; the custodial release then answers 404', async () => {
    const legacy = hex(randomBytes(33))
    await db.query('UPDATE wallet_shares SET recovery_share = $1', [
      encryptShare(keys.recoveryKey, legacy, userId),
    ])
    expect((await record()).json().legacyRecovery).toBe(true)
    expect((await protect(frameProtect(userId, 1).body)).statusCode).toBe(200)
    expect((await record()).json().legacyRecovery).toBe(false)
    expect(await db.query('SELECT recovery_share FROM wallet_shares')).toEqual([
      { recovery_share: null },
    ])
    const release = await client.get('/wallet/v1/shares/recovery', { token })
    expect(release.statusCode).toBe(404)
    expect(release.body).not.toContain(legacy)
  })

  it('adds passkey wraps, replaces the password wrap, removes a passkey wrap', async () => {
    const { body } = frameProtect(userId, 1)
    await protect(body)
    const passkey = passkeyMethod()
    const other = passkeyMethod()
    expect((await addMethod({ version: 2, method: passkey })).statusCode).toBe(200)
    expect((await addMethod({ version: 2, method: other })).statusCode).toBe(200)
    const password = { ...body.method, salt: randomBytes(16).toString('base64url') }
    const replaced = await addMethod({ version: 2, method: password })
    expect(replaced.json().methods).toHaveLength(3)
    expect(replaced.json().methods).toContainEqual(password)
    expect(replaced.json().methods).not.toContainEqual(body.method)
    const removed = await removePasskey(passkey.credentialId)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().methods).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ credentialId: passkey.credentialId })]),
    )
    expect(removed.json().methods).toHaveLength(2)
    expect((await removePasskey(passkey.credentialId)).statusCode).toBe(200)
  })

  it('refuses a wrap before protection or for an older version (409 RECOVERY_STALE)', async () => {
    const before = await addMethod({ version: 1, method: passkeyMethod() })
    expect(before.statusCode).toBe(409)
    expect(before.json().error.code).toBe('RECOVERY_STALE')
    await protect(frameProtect(userId, 1).body)
    const stale = await addMethod({ version: 1, method: passkeyMethod() })
    expect(stale.json().error.code).toBe('RECOVERY_STALE')
    expect((await record()).json().methods).toHaveLength(1)
  })

  it.each([
    ['a recovery share', (b: Record<string, unknown>) => ({ ...b, recoveryShare: 'aa' })],
    [
      'a plain share as sealed recovery',
      (b: Record<string, unknown>) => ({ ...b, sealedRecovery: hex(randomBytes(33)) }),
    ],
    ['no method', (b: Record<string, unknown>) => ({ ...b, method: undefined })],
  ])('refuses a protect with %s (400)', async (_, change) => {
    const response = await protect(change(frameProtect(userId, 1).body))
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('INVALID_PARAMS')
  })

  it('answers only a live session (401) from the frame origin (403); 404 without a wallet', async () => {
    const { body } = frameProtect(userId, 1)
    for (const response of [
      await protect(body, {}),
      await record({}),
      await addMethod({ version: 1, method: passkeyMethod() }, {}),
      await record({ token: 'A'.repeat(43) }),
    ]) {
      expect(response.statusCode).toBe(401)
    }
    const foreign = await record({ token, origin: 'http://foyer.localhost:5173' })
    expect(foreign.statusCode).toBe(403)
    await db.exec('DELETE FROM wallet_shares')
    expect((await record()).json().error.code).toBe('NO_WALLET')
    expect((await protect(body)).json().error.code).toBe('NO_WALLET')
  })

  it('given the database and every server secret, only one share opens: no key is rebuilt', async () => {
    const { body, secrets, ad } = frameProtect(userId, 1)
    await protect(body)
    await addMethod({ version: 2, method: passkeyMethod() })
    // Everything the database holds about wallets, and every secret the server is given.
    const dump = [
      ...(await db.query('SELECT * FROM wallet_shares')),
      ...(await db.query('SELECT * FROM wallet_recovery_methods')),
      ...(await db.query('SELECT * FROM wallet_recoveries')),
      ...(await db.query('SELECT * FROM custodian_releases')),
    ]
    const values = dump.flatMap((row) =>
      Object.values(row as Record<string, unknown>).filter(
        (value): value is string => typeof value === 'string',
      ),
    )
    const serverSecrets = [
      keys.authShareKey,
      keys.recoveryKey,
      otherSecrets.social,
      otherSecrets.authHash,
    ]
    const opened: string[] = []
    for (const value of values) {
      for (const secret of serverSecrets) {
        for (const data of [userId, `${ad}:share`, `${ad}:password`, `${ad}:passkey`]) {
          try {
            opened.push(decryptShare(secret, value, data))
          } catch {}
          const plain = value.startsWith('v1.') ? frameOpen(secret, value, data) : undefined
          if (plain) opened.push(plain.toString('hex'))
        }
      }
    }
    // The auth share, under AUTH_SHARE_KEY: one share of a 2-of-3 split, which alone gives nothing.
    expect(opened).toEqual([body.authShare])
    const text = JSON.stringify(dump)
    for (const secret of [
      secrets.recoveryShare.slice(2),
      secrets.deviceShare.slice(2),
      secrets.rk.toString('hex'),
      secrets.rk.toString('base64url'),
      secrets.passwordKek.toString('base64url'),
    ]) {
      expect(text).not.toContain(secret)
    }
    // The frame's own key does open it: the sealed share is R', checked above never to be stored plain.
    expect(frameOpen(secrets.rk, body.sealedRecovery, `${ad}:share`)?.toString('hex')).toBe(
      secrets.recoveryShare.slice(2),
    )
  })
})
