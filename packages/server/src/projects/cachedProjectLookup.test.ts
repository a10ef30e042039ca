import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Queryable } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { cachedProjectLookup } from './cachedProjectLookup'
import { createProject } from './createProject'

/** `db` that counts its queries. */
function counting(db: Database): Queryable & { queries: number } {
  const counted = {
    queries: 0,
    query: ((...args: Parameters<Database['query']>) => {
      counted.queries++
      return db.query(...args)
    }) as Database['query'],
  }
  return counted as unknown as Queryable & { queries: number }
}

let db: Database
beforeAll(async () => {
  db = await migratedPglite()
})
afterAll(() => db.close())

describe('cachedProjectLookup', () => {
  it('reads each id once per lifetime, known and unknown alike, then again once it expires', async () => {
    const project = await createProject(db, { name: 'Shop' })
    const counted = counting(db)
    let clock = 0
    const lookup = cachedProjectLookup(counted, { ttlMs: 1_000, now: () => clock })
    const unknown = 'ab'.repeat(16)
    for (let i = 0; i < 5; i++) {
      expect((await lookup(project.id))?.name).toBe('Shop')
      expect(await lookup(unknown)).toBeUndefined()
    }
    expect(counted.queries).toBe(2)
    await db.query("UPDATE projects SET name = 'Renamed' WHERE id = $1", [project.id])
    clock = 999
    expect((await lookup(project.id))?.name).toBe('Shop')
    clock = 1_000
    expect((await lookup(project.id))?.name).toBe('Renamed')
    expect(counted.queries).toBe(3)
  })

  it('shares one query between concurrent lookups of an id', async () => {
    const project = await createProject(db, { name: 'Shop' })
    const counted = counting(db)
    const lookup = cachedProjectLookup(counted)
    const found = await Promise.all(Array.from({ length: 20 }, () => lookup(project.id)))
    expect(found.every((each) => each?.id === project.id)).toBe(true)
    expect(counted.queries).toBe(1)
  })

  it('keeps at most maxEntries ids, dropping the least recently used', async () => {
    const counted = counting(db)
    const lookup = cachedProjectLookup(counted, { maxEntries: 2 })
    const [a, b, c] = ['c1', 'd2', 'e3'].map((pair) => pair.repeat(16)) as [string, string, string]
    await lookup(a)
    await lookup(b)
    await lookup(a) // a is now the most recently used
    await lookup(c) // drops b
    expect(counted.queries).toBe(3)
    await lookup(a)
    await lookup(c)
    expect(counted.queries).toBe(3)
    await lookup(b)
    expect(counted.queries).toBe(4)
  })

  it('reads every time with ttlMs 0', async () => {
    const counted = counting(db)
    const lookup = cachedProjectLookup(counted, { ttlMs: 0 })
    await lookup('f4'.repeat(16))
    await lookup('f4'.repeat(16))
    expect(counted.queries).toBe(2)
  })
})
