import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Database } from '../../store/database'
import { migratedTestDatabases } from '../../test/migratedTestDatabases'
import { type ChainCursor, chainCursor, readChainCursor } from '../indexer/chainCursor'
import type { IndexedBlock, IndexedRange } from '../indexer/indexedRange'
import { rollBackChain } from '../indexer/rollBackChain'
import { testAddress } from '../indexer/testing/testAddress'
import { writeBlockRange } from '../indexer/writeBlockRange'
import { cachedHistoryPages, type HistoryPageReader } from './historyPageCache'
import type { HistoryPageQuery } from './readHistoryPage'

const A0 = testAddress(0).toLowerCase()
const A1 = testAddress(1).toLowerCase()
const A2 = testAddress(2).toLowerCase()

const hashOf = (n: bigint, fork = 0): `0x${string}` =>
  `0x${fork.toString(16).padStart(2, '0')}${n.toString(16).padStart(62, '0')}`
const block = (n: bigint, fork = 0): IndexedBlock => ({
  number: n,
  hash: hashOf(n, fork),
  parentHash: hashOf(n - 1n),
  timestamp: 1_700_000_000n + n,
})

/** Block `n` (of `fork`): one transaction `from` → `to` moving 1 wei. */
function range(n: bigint, from: string, to: string, fork = 0): IndexedRange {
  const b = block(n, fork)
  return {
    from: n,
    to: n,
    blocks: [b],
    transactions: [
      {
        blockNumber: n,
        txIndex: 0,
        hash: hashOf(n, fork + 16),
        from,
        to,
        nonce: Number(n),
        value: 1n,
        selector: undefined,
        status: 'confirmed',
        blockTime: b.timestamp,
      },
    ],
    transfers: [
      {
        blockNumber: n,
        txIndex: 0,
        logIndex: -1,
        standard: 'native',
        contract: null,
        from,
        to,
        amount: 1n,
        tokenId: null,
      },
    ],
  }
}

describe.each(migratedTestDatabases)('cachedHistoryPages on %s', (kind, open) => {
  let db: Database
  let pages: HistoryPageReader
  // Each test indexes a chain of its own in the one database.
  let CHAIN = 0
  let query: HistoryPageQuery
  const cursor = async (): Promise<ChainCursor> => {
    const current = await readChainCursor(db, CHAIN)
    if (!current) throw new Error('no cursor')
    return current
  }
  const write = async (next: IndexedRange, by: Database = db) => {
    expect(await writeBlockRange(by, CHAIN, await cursor(), next, [], 12)).toBe(true)
  }
  const hashes = async () => (await pages(query)).transactions.map((row) => row.hash)

  beforeAll(async () => {
    db = await open()
  })
  afterAll(async () => {
    await db?.close()
  })
  beforeEach(async () => {
    CHAIN += 1
    query = { account: A1, chainIds: [CHAIN], after: undefined, limit: 21 }
    await chainCursor(db, CHAIN, async () => 1n)
    await write(range(1n, A0, A1))
    pages = cachedHistoryPages(db)
  })

  it('reads a page once while the index does not change', async () => {
    expect(await hashes()).toEqual([hashOf(1n, 16)])
    const reads = vi.spyOn(db, 'query')
    expect(await hashes()).toEqual([hashOf(1n, 16)])
    // PGlite: nothing asked; Postgres: the index cursors only.
    expect(reads).toHaveBeenCalledTimes(kind === 'PGlite' ? 0 : 1)
  })

  it('answers the block the indexer has just written, never the kept page', async () => {
    expect(await hashes()).toEqual([hashOf(1n, 16)])
    await write(range(2n, A2, A1))
    expect(await hashes()).toEqual([hashOf(2n, 16), hashOf(1n, 16)])
    // A block without the account: the other pages of the chain are read again too.
    await write(range(3n, A0, A2))
    expect(await hashes()).toEqual([hashOf(2n, 16), hashOf(1n, 16)])
    expect((await pages({ ...query, account: A2 })).transactions).toHaveLength(2)
  })

  it('forgets what a rollback removed, and shows what the new branch holds', async () => {
    await write(range(2n, A2, A1))
    expect(await hashes()).toEqual([hashOf(2n, 16), hashOf(1n, 16)])
    expect(await rollBackChain(db, CHAIN, await cursor(), 1n, hashOf(1n))).toBe(true)
    expect(await hashes()).toEqual([hashOf(1n, 16)])
    await write(range(2n, A0, A1, 1))
    expect(await hashes()).toEqual([hashOf(2n, 17), hashOf(1n, 16)])
  })

  it('keeps pages apart by account, chains and page cursor', async () => {
    await write(range(2n, A2, A1))
    expect(await hashes()).toEqual([hashOf(2n, 16), hashOf(1n, 16)])
    const first = await pages({ ...query, limit: 1 })
    expect(first.transactions.map((row) => row.hash)).toEqual([hashOf(2n, 16)])
    const after = [Number(block(2n).timestamp), CHAIN, 2, 0] as const
    const second = await pages({ ...query, limit: 1, after })
    expect(second.transactions.map((row) => row.hash)).toEqual([hashOf(1n, 16)])
    expect((await pages({ ...query, chainIds: [CHAIN + 1000] })).transactions).toEqual([])
    expect((await pages({ ...query, account: A0 })).transactions).toHaveLength(1)
  })

  // Only Postgres is shared by nodes: one process holds a PGlite data directory.
  if (kind === 'Postgres') {
    it('sees the writes of another node sharing the database (its index cursor moved)', async () => {
      expect(await hashes()).toEqual([hashOf(1n, 16)])
      const otherNode: Database = { ...db }
      await write(range(2n, A2, A1), otherNode)
      expect(await hashes()).toEqual([hashOf(2n, 16), hashOf(1n, 16)])
    })
  }
})
