import { afterEach, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migrate } from '../store/migrate'
import { testDatabases } from '../test/testDatabases'
import { importDirectory } from './importDirectory'
import { InvalidDirectoryError } from './invalidDirectoryError'
import { readWallets } from './readWallets'
import { testWallet } from './testWallet'

const ids = async (db: Database) => (await readWallets(db)).map((row) => `${row.rank}:${row.id}`)

describe.each(testDatabases)('importDirectory on %s', (_, open) => {
  let db: Database
  afterEach(async () => {
    await db.close()
  })
  const migrated = async () => {
    db = await open()
    await migrate(db)
  }

  it('inserts wallets ranked by position, with their search columns', async () => {
    await migrated()
    const wallets = [
      testWallet('zz-top', { name: 'ZZ Top', badge_type: 'certified' }),
      testWallet('aa', { chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
    ]
    expect(await importDirectory(db, wallets)).toEqual({ inserted: 2, updated: 0 })
    expect(await readWallets(db)).toEqual([
      {
        id: 'zz-top',
        rank: 0,
        name_lower: 'zz top',
        image_id: 'zz-top',
        badge_type: 'certified',
        chains: ['eip155:1'],
        entry: JSON.stringify(wallets[0]),
      },
      {
        id: 'aa',
        rank: 1,
        name_lower: 'aa',
        image_id: 'aa',
        badge_type: 'none',
        chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        entry: JSON.stringify(wallets[1]),
      },
    ])
  })

  it('imports the same file twice: all updated, nothing duplicated, rows identical', async () => {
    await migrated()
    const wallets = ['aa', 'bb', 'cc'].map((id) => testWallet(id))
    await importDirectory(db, wallets)
    const before = await readWallets(db)
    expect(await importDirectory(db, wallets)).toEqual({ inserted: 0, updated: 3 })
    expect(await readWallets(db)).toEqual(before)
  })

  it('updates changed fields and keeps the key order of the entry', async () => {
    await migrated()
    await importDirectory(db, [testWallet('aa'), testWallet('bb')])
    const renamed = testWallet('bb', { name: 'Bee Wallet', chains: ['eip155:10'] })
    expect(await importDirectory(db, [testWallet('aa'), renamed])).toEqual({
      inserted: 0,
      updated: 2,
    })
    const [, row] = await readWallets(db)
    expect(row).toMatchObject({ name_lower: 'bee wallet', chains: ['eip155:10'], rank: 1 })
    expect(row?.entry).toBe(JSON.stringify(renamed))
  })

  it('lets a full import reorder the directory', async () => {
    await migrated()
    await importDirectory(
      db,
      ['aa', 'bb', 'cc'].map((id) => testWallet(id)),
    )
    const result = await importDirectory(
      db,
      ['cc', 'new', 'aa', 'bb'].map((id) => testWallet(id)),
    )
    expect(result).toEqual({ inserted: 1, updated: 3 })
    expect(await ids(db)).toEqual(['0:cc', '1:new', '2:aa', '3:bb'])
  })

  it('keeps the order on a partial import and serves new wallets last', async () => {
    await migrated()
    await importDirectory(
      db,
      ['aa', 'bb', 'cc'].map((id) => testWallet(id)),
    )
    const result = await importDirectory(db, [
      testWallet('new-1'),
      testWallet('bb'),
      testWallet('new-2'),
    ])
    expect(result).toEqual({ inserted: 2, updated: 1 })
    expect(await ids(db)).toEqual(['0:aa', '1:bb', '2:cc', '3:new-1', '4:new-2'])
  })

  it('lets a full import move an rdns from one wallet to another', async () => {
    await migrated()
    await importDirectory(db, [testWallet('aa', { rdns: 'io.old' }), testWallet('bb')])
    await importDirectory(db, [testWallet('aa'), testWallet('bb', { rdns: 'io.old' })])
    expect((await readWallets(db)).map((row) => JSON.parse(row.entry).rdns)).toEqual([
      'com.example.aa',
      'io.old',
    ])
  })

  it('accepts an empty import and changes nothing', async () => {
    await migrated()
    await importDirectory(db, [testWallet('aa')])
    expect(await importDirectory(db, [])).toEqual({ inserted: 0, updated: 0 })
    expect(await ids(db)).toEqual(['0:aa'])
  })

  it('rejects an invalid directory and writes nothing', async () => {
    await migrated()
    await importDirectory(db, [testWallet('aa')])
    const bad = [testWallet('bb'), { ...testWallet('cc'), chains: ['not a chain'] }]
    await expect(importDirectory(db, bad as never)).rejects.toThrow(
      'Invalid wallet directory:\n  wallet 1 ("cc") chains.0: Invalid CAIP-2 network id',
    )
    expect(await ids(db)).toEqual(['0:aa'])
  })

  it('rejects an rdns that a wallet outside the import has, and writes nothing', async () => {
    await migrated()
    await importDirectory(db, [testWallet('aa', { rdns: 'io.Taken' })])
    const clash = [testWallet('bb'), testWallet('cc', { rdns: 'IO.taken' })]
    const attempt = importDirectory(db, clash)
    await expect(attempt).rejects.toThrow(InvalidDirectoryError)
    await expect(attempt).rejects.toThrow(
      'Invalid wallet directory:\n  wallet 1 ("cc") rdns: "IO.taken" already belongs to "aa"',
    )
    expect(await ids(db)).toEqual(['0:aa'])
  })

  it('fails with the database error when the table is missing', async () => {
    db = await open()
    await expect(importDirectory(db, [testWallet('aa')])).rejects.toThrow(
      'relation "wallets" does not exist',
    )
  })

  it('runs two imports at once one after the other', async () => {
    await migrated()
    const first = ['aa', 'bb'].map((id) => testWallet(id))
    const results = await Promise.all([importDirectory(db, first), importDirectory(db, first)])
    expect(results).toEqual(
      expect.arrayContaining([
        { inserted: 2, updated: 0 },
        { inserted: 0, updated: 2 },
      ]),
    )
    expect(await ids(db)).toEqual(['0:aa', '1:bb'])
  })
})
