import { afterEach, describe, expect, it } from 'vitest'
import type { Database, Queryable } from '../store/database'
import { migrate } from '../store/migrate'
import { testDatabases } from '../test/testDatabases'
import { importDirectory } from './importDirectory'
import { parseWalletsQuery } from './parseWalletsQuery'
import { testWallet } from './testWallet'
import { walletsCache } from './walletsCache'

/** The database, counting the queries that reach it. */
function counted(db: Database): Queryable & { sql: string[] } {
  const sql: string[] = []
  return {
    sql,
    query: (text, params) => {
      sql.push(text.includes('wallets_version') ? 'version' : 'wallets')
      return db.query(text, params)
    },
    exec: (text) => db.exec(text),
  }
}

const page = (query: Record<string, string> = {}) => parseWalletsQuery(query)
const ids = (body: Buffer) =>
  (JSON.parse(body.toString('utf8')) as { data: { id: string }[] }).data.map((wallet) => wallet.id)

describe.each(testDatabases)('walletsCache on %s', (_, open) => {
  let db: Database
  afterEach(async () => {
    await db.close()
  })
  const migrated = async () => {
    db = await open()
    await migrate(db)
    await importDirectory(db, [testWallet('aa'), testWallet('bb')])
  }

  it('answers a repeated query from memory', async () => {
    await migrated()
    const counting = counted(db)
    const cache = walletsCache(counting)
    const first = await cache.get(page())
    expect(await cache.get(page())).toBe(first)
    expect(ids(first)).toEqual(['aa', 'bb'])
    expect(counting.sql).toEqual(['version', 'wallets'])
  })

  it('treats searches that compare alike as one answer', async () => {
    await migrated()
    const counting = counted(db)
    const cache = walletsCache(counting)
    await cache.get(page({ search: 'AA' }))
    await cache.get(page({ search: 'aa' }))
    expect(counting.sql).toEqual(['version', 'wallets'])
  })

  it('shares one query between concurrent misses', async () => {
    await migrated()
    const counting = counted(db)
    const cache = walletsCache(counting)
    const bodies = await Promise.all([cache.get(page()), cache.get(page()), cache.get(page())])
    expect(new Set(bodies).size).toBe(1)
    expect(counting.sql).toEqual(['version', 'wallets'])
  })

  it('serves an import once the version is read again, and not before', async () => {
    await migrated()
    let clock = 0
    const cache = walletsCache(db, { revalidateMs: 1_000, now: () => clock })
    expect(ids(await cache.get(page()))).toEqual(['aa', 'bb'])
    await importDirectory(db, [testWallet('cc')])
    clock = 999
    expect(ids(await cache.get(page()))).toEqual(['aa', 'bb'])
    clock = 1_000
    expect(ids(await cache.get(page()))).toEqual(['aa', 'bb', 'cc'])
  })

  it('keeps its answers when an import changes nothing', async () => {
    await migrated()
    let clock = 0
    const counting = counted(db)
    const cache = walletsCache(counting, { revalidateMs: 10, now: () => clock })
    await cache.get(page())
    await importDirectory(db, [testWallet('aa'), testWallet('bb')])
    clock = 10
    await cache.get(page())
    expect(counting.sql).toEqual(['version', 'wallets', 'version'])
  })

  it('forgets the least recently used answer beyond maxEntries', async () => {
    await migrated()
    const counting = counted(db)
    const cache = walletsCache(counting, { maxEntries: 2 })
    await cache.get(page({ entries: '1' }))
    await cache.get(page({ entries: '2' }))
    await cache.get(page({ entries: '1' }))
    await cache.get(page({ entries: '3' }))
    counting.sql.length = 0
    await cache.get(page({ entries: '1' }))
    await cache.get(page({ entries: '3' }))
    expect(counting.sql).toEqual([])
    await cache.get(page({ entries: '2' }))
    expect(counting.sql).toEqual(['wallets'])
  })

  it('does not keep an answer read while the version moved', async () => {
    await migrated()
    let clock = 0
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const slow: Queryable = {
      query: async (text, params) => {
        const rows = await db.query(text, params)
        if (!text.includes('wallets_version') && clock === 0) await gate
        return rows as never
      },
      exec: (text) => db.exec(text),
    }
    const cache = walletsCache(slow, { revalidateMs: 1, now: () => clock })
    const stale = cache.get(page())
    await new Promise((resolve) => setTimeout(resolve, 20))
    await importDirectory(db, [testWallet('cc')])
    clock = 5
    expect(ids(await cache.get(page({ entries: '1' })))).toEqual(['aa'])
    release()
    expect(ids(await stale)).toEqual(['aa', 'bb'])
    expect(ids(await cache.get(page()))).toEqual(['aa', 'bb', 'cc'])
  })

  it('rejects when the version cannot be read, and tries again next time', async () => {
    db = await open()
    const cache = walletsCache(db)
    await expect(cache.get(page())).rejects.toThrow('relation "wallets_version" does not exist')
    await migrate(db)
    expect(ids(await cache.get(page()))).toEqual([])
  })

  it('rejects when wallets_version has lost its row', async () => {
    await migrated()
    await db.exec('DELETE FROM wallets_version')
    await expect(walletsCache(db).get(page())).rejects.toThrow('wallets_version has no row')
  })

  it('does not keep a failed answer', async () => {
    await migrated()
    let fail = true
    const flaky: Queryable = {
      query: async (text, params) => {
        if (fail && !text.includes('wallets_version')) throw new Error('connection lost')
        return db.query(text, params) as never
      },
      exec: (text) => db.exec(text),
    }
    const cache = walletsCache(flaky)
    await expect(cache.get(page())).rejects.toThrow('connection lost')
    fail = false
    expect(ids(await cache.get(page()))).toEqual(['aa', 'bb'])
  })
})
