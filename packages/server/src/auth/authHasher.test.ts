import { createHash, createHmac, randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { AUTH_HASH_KEY_FILE, createAuthHasher, loadAuthHasher } from './authHasher'
import { issueOtp } from './otps'

describe('authHasher', () => {
  const key = randomBytes(32)
  const hasher = createAuthHasher(key)

  it('is HMAC-SHA256 of label, 0x00 and the parts, hex', () => {
    expect(hasher.otp('012345', 'aa')).toBe(
      createHmac('sha256', key).update('foyer otp v1\0aa\x00012345').digest('hex'),
    )
    expect(hasher.device('d')).toBe(
      createHmac('sha256', key).update('foyer device v1\0d').digest('hex'),
    )
    expect(hasher.address(' Ann@Example.com ')).toBe(hasher.address('ann@example.com'))
    expect(createAuthHasher(randomBytes(32)).otp('012345', 'aa')).not.toBe(
      hasher.otp('012345', 'aa'),
    )
    // One label per use: the same input never gives the same hash for two uses.
    expect(hasher.approvalToken('x')).not.toBe(hasher.device('x'))
  })

  it('compares in constant time, and refuses another length', () => {
    const hash = hasher.otp('1', 's')
    expect(hasher.equal(hash, hash)).toBe(true)
    expect(hasher.equal(hasher.otp('2', 's'), hash)).toBe(false)
    expect(hasher.equal('abcd', hash)).toBe(false)
  })

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createAuthHasher(Buffer.alloc(16))).toThrow('must be 32 bytes')
  })

  it('uses AUTH_HASH_KEY when set, else generates DATA_DIR/keys/auth-hash.key once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'foyer-auth-hash-'))
    try {
      const fromEnv = await loadAuthHasher({ dataDir, authHashKey: key })
      expect(fromEnv.device('d')).toBe(hasher.device('d'))
      const first = await loadAuthHasher({ dataDir, authHashKey: undefined })
      const second = await loadAuthHasher({ dataDir, authHashKey: undefined })
      expect(first.device('d')).toBe(second.device('d'))
      const file = await readFile(join(dataDir, 'keys', AUTH_HASH_KEY_FILE), 'utf8')
      expect(createAuthHasher(Buffer.from(file.trim(), 'base64')).device('d')).toBe(
        first.device('d'),
      )
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

describe('a copy of the database', () => {
  let db: Database
  beforeAll(async () => {
    db = await migratedPglite()
  }, 120_000)
  afterAll(async () => {
    await db?.close()
  })

  it('reverses no login code without the key: none of the 10^6 codes matches its stored hash', async () => {
    const key = randomBytes(32)
    const hasher = createAuthHasher(key)
    const { code } = await issueOtp(db, hasher, {
      email: 'ann@example.com',
      purpose: 'login',
      deviceKey: hasher.device('device-a-0123456789abcdef'),
      now: new Date(),
    })
    const [row] = await db.query<{ code_hash: string; salt: string; device_id: string }>(
      'SELECT code_hash, salt, device_id FROM otps',
    )
    if (!row) throw new Error('no code stored')
    // What a thief of the database can try: every 6-digit candidate, hashed with what the row
    // holds (its salt): the old salted SHA-256 (which reversed in 575 ms), and an HMAC keyed by
    // the salt.
    const matches: string[] = []
    for (let n = 0; n < 1_000_000; n++) {
      const candidate = String(n).padStart(6, '0')
      if (
        createHash('sha256').update(`${row.salt}:${candidate}`).digest('hex') === row.code_hash ||
        createHmac('sha256', row.salt).update(candidate).digest('hex') === row.code_hash
      ) {
        matches.push(candidate)
      }
    }
    expect(matches).toEqual([])
    // With the server's key the code is found (and the device id is keyed as well).
    expect(hasher.equal(hasher.otp(code, row.salt), row.code_hash)).toBe(true)
    expect(row.device_id).toBe(hasher.device('device-a-0123456789abcdef'))
  }, 120_000)
})
