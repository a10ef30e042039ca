import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../store/database'
import { migrate } from '../../store/migrate'
import { freshPglite } from '../../test/testDatabases'
import { consumeNonce } from './consumeNonce'

describe('consumeNonce', () => {
  let db: Database
  beforeAll(async () => {
    db = await freshPglite()
    await migrate(db)
  })
  afterAll(() => db.close())

  it('accepts a nonce once, and forgets it when its token has expired', async () => {
    const now = new Date('2030-01-01T00:00:00.000Z')
    const expiresAt = new Date('2030-01-01T00:10:00.000Z')
    expect(await consumeNonce(db, { nonce: 'n1', expiresAt, now })).toBe(true)
    expect(await consumeNonce(db, { nonce: 'n1', expiresAt, now })).toBe(false)
    expect(await consumeNonce(db, { nonce: 'n2', expiresAt, now })).toBe(true)
    const rows = await db.query<{ nonce_hash: string }>('SELECT nonce_hash FROM social_nonces')
    expect(rows.map((row) => row.nonce_hash)).not.toContain('n1')
    const later = new Date('2030-01-01T00:11:00.000Z')
    await consumeNonce(db, {
      nonce: 'n3',
      expiresAt: new Date('2030-01-01T00:20:00.000Z'),
      now: later,
    })
    expect(await db.query('SELECT 1 FROM social_nonces')).toHaveLength(1)
  })
})
