import { afterEach, describe, expect, it } from 'vitest'
import { freshPostgres, testDatabases } from '../test/testDatabases'
import type { Database } from './database'

describe.each(testDatabases)('Database on %s', (kind, open) => {
  let db: Database
  afterEach(async () => {
    await db.close()
  })

  it('runs parameterised queries and multi-statement scripts', async () => {
    db = await open()
    expect(db.kind).toBe(kind.toLowerCase())
    await db.exec(
      'CREATE TABLE items (id int PRIMARY KEY, label text); INSERT INTO items VALUES (1, $$one$$);',
    )
    expect(await db.query('SELECT id, label FROM items WHERE id = $1', [1])).toEqual([
      { id: 1, label: 'one' },
    ])
  })

  it('commits a transaction that resolves', async () => {
    db = await open()
    await db.exec('CREATE TABLE items (id int)')
    expect(
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO items VALUES ($1)', [1])
        return 'done'
      }),
    ).toBe('done')
    expect(await db.query('SELECT id FROM items')).toEqual([{ id: 1 }])
  })

  it('rolls back a transaction that throws, and rethrows', async () => {
    db = await open()
    await db.exec('CREATE TABLE items (id int)')
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO items VALUES ($1)', [1])
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect(await db.query('SELECT id FROM items')).toEqual([])
  })
})

describe('Database on Postgres', () => {
  it('drops a connection that broke inside a transaction and keeps serving', async () => {
    const { db } = await freshPostgres()
    try {
      await expect(
        db.transaction((tx) => tx.query('SELECT pg_terminate_backend(pg_backend_pid())')),
      ).rejects.toThrow(/terminat/)
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }])
    } finally {
      await db.close()
    }
  })
})
