import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProject } from '../projects/createProject'
import type { Database, Queryable } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { lastGoodFrameAncestors } from './lastGoodFrameAncestors'

describe('lastGoodFrameAncestors (the production frame page while the database fails)', () => {
  let db: Database
  let shop: string
  let bare: string
  let down = false
  let clock = 0
  const warnings: string[] = []
  // The real database, that can be made to fail.
  const flaky: Queryable = {
    query: (sql, params) =>
      down ? Promise.reject(new Error('connection refused')) : db.query(sql, params),
    exec: (sql) => (down ? Promise.reject(new Error('connection refused')) : db.exec(sql)),
  }
  const lookup = lastGoodFrameAncestors({
    db: flaky,
    staleMs: 60_000,
    maxEntries: 2,
    now: () => clock,
    warn: (message) => warnings.push(message),
  })
  beforeAll(async () => {
    db = await migratedPglite()
    shop = (await createProject(db, { name: 'Shop', allowedOrigins: ['https://shop.example'] })).id
    bare = (await createProject(db, { name: 'Bare' })).id
  })
  afterAll(() => db.close())

  it('stands in the last answer for at most staleMs, and never for a project it never read', async () => {
    down = false
    expect(await lookup(shop)).toBe('frame-ancestors https://shop.example')
    expect(await lookup(bare)).toBe("frame-ancestors 'none'")
    down = true
    clock += 30_000
    expect(await lookup(shop)).toBe('frame-ancestors https://shop.example')
    expect(warnings.at(-1)).toMatch(
      /could not be read \(connection refused\).*last answer, of 30 s ago/,
    )
    expect(await lookup(bare)).toBe("frame-ancestors 'none'")
    expect(await lookup('ab'.repeat(16))).toBe("frame-ancestors 'none'")
    clock += 30_001
    expect(await lookup(shop)).toBe("frame-ancestors 'none'")
    expect(warnings.at(-1)).toMatch(/frame-ancestors 'none'$/)
    // The database is back: read again.
    down = false
    expect(await lookup(shop)).toBe('frame-ancestors https://shop.example')
  })

  it('keeps at most maxEntries projects', async () => {
    down = false
    const third = (
      await createProject(db, { name: 'Third', allowedOrigins: ['https://t.example'] })
    ).id
    await lookup(shop)
    await lookup(bare)
    await lookup(third)
    down = true
    expect(await lookup(shop)).toBe("frame-ancestors 'none'")
    expect(await lookup(third)).toBe('frame-ancestors https://t.example')
    down = false
  })
})
