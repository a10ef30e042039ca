import { afterEach, describe, expect, it } from 'vitest'
import type { Database } from '../store/database'
import { migrate } from '../store/migrate'
import { testDatabases } from '../test/testDatabases'
import wallets from './data/wallets.json'
import { importDirectory } from './importDirectory'
import { readWallets } from './readWallets'
import { seedDirectory } from './seedDirectory'
import { testWallet } from './testWallet'

describe.each(testDatabases)('seedDirectory on %s', (_, open) => {
  let db: Database
  afterEach(async () => {
    await db.close()
  })
  const migrated = async () => {
    db = await open()
    await migrate(db)
  }

  it('loads the shipped wallets into an empty table, in their order', async () => {
    await migrated()
    expect(await seedDirectory(db)).toEqual({ inserted: wallets.length, updated: 0 })
    const rows = await readWallets(db)
    expect(rows.map((row) => row.id)).toEqual(wallets.map((wallet) => wallet.id))
    expect(rows.map((row) => row.rank)).toEqual(wallets.map((_, index) => index))
  })

  it("leaves the operator's directory alone", async () => {
    await migrated()
    await importDirectory(db, [testWallet('own-wallet')])
    expect(await seedDirectory(db)).toBeUndefined()
    expect((await readWallets(db)).map((row) => row.id)).toEqual(['own-wallet'])
  })

  it('seeds once when two nodes start together', async () => {
    await migrated()
    const results = await Promise.all([seedDirectory(db), seedDirectory(db)])
    expect(results.filter((result) => result === undefined)).toHaveLength(1)
    expect(await readWallets(db)).toHaveLength(wallets.length)
  })

  it('fails with the database error when the table is missing', async () => {
    db = await open()
    await expect(seedDirectory(db)).rejects.toThrow('relation "wallets" does not exist')
  })
})
