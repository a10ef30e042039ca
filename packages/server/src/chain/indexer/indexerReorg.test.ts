import { setTimeout as sleep } from 'node:timers/promises'
import { testAddresses } from '@foyer/devchain'
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import type { Database } from '../../store/database'
import { migratedTestDatabases } from '../../test/migratedTestDatabases'
import { ChainMovedError } from './chainMovedError'
import type { IndexerOptions } from './createIndexer'
import { rollBackChain } from './rollBackChain'
import { type RpcCall, startCountingRpcProxy } from './testing/countingRpcProxy'
import { clearIndex, storedCursor, storedOwner, storedTransfers } from './testing/indexedRows'
import { type IndexerTestChain, startIndexerTestChain } from './testing/indexerTestChain'
import { recordingLog } from './testing/recordingLog'
import { testIndexer } from './testing/testIndexer'
import { testRegistry } from './testing/testRegistry'
import { writeBlockRange } from './writeBlockRange'

const [A, B, C, D, , F, G] = testAddresses.map((address) => address.toLowerCase())

async function testChain(): Promise<IndexerTestChain> {
  const chain = await startIndexerTestChain()
  onTestFinished(() => chain.stop())
  return chain
}

describe.each(migratedTestDatabases)(
  'the chain indexer on %s, when the chain reorganises',
  (_, open) => {
    let db: Database
    beforeAll(async () => {
      db = await open()
    })
    afterAll(() => db.close())
    beforeEach(() => clearIndex(db))

    const indexerOn = (chain: IndexerTestChain, extra: Partial<IndexerOptions> = {}) =>
      testIndexer(db, chain, extra)

    /** The transfers after block `after`, as [standard, from, to, amount or token id]. */
    const transfersAfter = async (chain: IndexerTestChain, after: bigint) =>
      (await storedTransfers(db, chain.chainId))
        .filter((transfer) => transfer.block > Number(after))
        .map((t) => [t.standard, t.from, t.to, t.amount ?? t.tokenId])

    it('rolls back blocks replaced at the same height and indexes the new ones, NFT owners too', async () => {
      const chain = await testChain()
      const indexer = indexerOn(chain)
      await indexer.catchUp()
      const fork = await chain.client.getBlockNumber()
      const collection = chain.collectionAddress()
      const snapshot = await chain.test.snapshot()
      await chain.sendEth(0, 1, '1')
      await chain.transferNft(0, 5, 1n)
      await indexer.catchUp()
      expect(await storedOwner(db, chain.chainId, collection, 1n)).toBe(F)
      const before = await chain.client.getBlock()

      await chain.test.revert({ id: snapshot })
      await chain.sendEth(0, 2, '2')
      await chain.transferNft(0, 6, 2n)
      const after = await chain.client.getBlock()
      expect(after.number).toBe(before.number)
      expect(after.hash).not.toBe(before.hash)

      expect(await indexer.syncOnce()).toEqual([
        {
          chainId: chain.chainId,
          status: 'rolledBack',
          forkPoint: fork,
          deep: false,
          head: fork + 2n,
        },
      ])
      expect(await storedOwner(db, chain.chainId, collection, 1n)).toBe(A)
      expect(await transfersAfter(chain, fork)).toEqual([])
      await indexer.catchUp()
      expect(await transfersAfter(chain, fork)).toEqual([
        ['native', A, C, '2000000000000000000'],
        ['erc721', A, G, '2'],
      ])
      expect(await storedOwner(db, chain.chainId, collection, 1n)).toBe(A)
      expect(await storedOwner(db, chain.chainId, collection, 2n)).toBe(G)
      const [{ hash } = { hash: '' }] = await db.query<{ hash: string }>(
        'SELECT hash FROM chain_blocks WHERE chain_id = $1 AND number = $2',
        [chain.chainId, String(after.number)],
      )
      expect(hash).toBe(after.hash)
    })

    it('rolls back blocks that are gone when the chain got shorter', async () => {
      const chain = await testChain()
      const indexer = indexerOn(chain)
      await indexer.catchUp()
      const fork = await chain.client.getBlockNumber()
      const snapshot = await chain.test.snapshot()
      for (const to of [1, 2, 3]) await chain.sendEth(0, to, '1')
      await indexer.catchUp()
      expect(await transfersAfter(chain, fork)).toHaveLength(3)

      await chain.test.revert({ id: snapshot })
      await chain.transferToken('FUSD', 0, 3, '5')
      const [rolledBack] = await indexer.syncOnce()
      expect(rolledBack).toMatchObject({ status: 'rolledBack', forkPoint: fork, deep: false })
      expect(await storedCursor(db, chain.chainId)).toBe(Number(fork))
      await indexer.catchUp()
      expect(await transfersAfter(chain, fork)).toEqual([['erc20', A, D, '5000000']])
    })

    it('indexes the whole chain again after a reorg deeper than the kept hashes', async () => {
      const chain = await testChain()
      const log = recordingLog()
      const indexer = indexerOn(chain, { reorgDepth: 2, log })
      await indexer.catchUp()
      const fork = await chain.client.getBlockNumber()
      const collection = chain.collectionAddress()
      const snapshot = await chain.test.snapshot()
      for (const id of [1n, 2n, 3n]) await chain.transferNft(0, 5, id)
      await indexer.catchUp()
      // The last 2, and the start block's (a reset chain is recognised by it).
      expect(await db.query('SELECT number::integer FROM chain_blocks ORDER BY number')).toEqual([
        { number: 0 },
        { number: Number(fork) + 2 },
        { number: Number(fork) + 3 },
      ])

      await chain.test.revert({ id: snapshot })
      await chain.sendEth(0, 1, '1')
      await chain.sendEth(0, 2, '1')
      await chain.transferNft(0, 6, 3n)
      expect(await indexer.syncOnce()).toEqual([
        {
          chainId: chain.chainId,
          status: 'rolledBack',
          forkPoint: -1n,
          deep: true,
          head: fork + 3n,
        },
      ])
      expect(log.warnings).toEqual([
        `Chain ${chain.chainId} was reorganised deeper than the kept block hashes (or reset): ` +
          'indexing it again from block 0',
      ])
      expect(await db.query('SELECT count(*)::integer AS n FROM chain_transfers')).toEqual([
        { n: 0 },
      ])
      expect(await db.query('SELECT count(*)::integer AS n FROM chain_nft_owners')).toEqual([
        { n: 0 },
      ])

      await indexer.catchUp()
      expect(await transfersAfter(chain, fork)).toEqual([
        ['native', A, B, '1000000000000000000'],
        ['native', A, C, '1000000000000000000'],
        ['erc721', A, G, '3'],
      ])
      expect(await storedOwner(db, chain.chainId, collection, 1n)).toBe(A)
      expect(await storedOwner(db, chain.chainId, collection, 3n)).toBe(G)
    })

    it('indexes the chain again when it was reset (a dev chain restarted from genesis)', async () => {
      const chain = await testChain()
      await chain.sendEth(0, 1, '1')
      await chain.test.mine({ blocks: 30 })
      await indexerOn(chain).catchUp()
      const indexedTo = await chain.client.getBlockNumber()
      const genesis = await chain.client.getBlock({ blockNumber: 0n })
      // A chain started in a later second has another genesis block.
      while (BigInt(Math.floor(Date.now() / 1000)) <= genesis.timestamp) await sleep(20)
      const reset = await testChain()
      expect((await reset.client.getBlock({ blockNumber: 0n })).hash).not.toBe(genesis.hash)
      await reset.sendEth(0, 2, '2')
      const head = await reset.client.getBlockNumber()
      // Every kept hash but the start block's is above the new head.
      expect(head).toBeLessThan(indexedTo - 12n)

      const log = recordingLog()
      const restarted = indexerOn(reset, { log })
      expect(await restarted.syncOnce()).toEqual([
        { chainId: chain.chainId, status: 'rolledBack', forkPoint: -1n, deep: true, head },
      ])
      expect(log.warnings).toEqual([
        `Chain ${chain.chainId} was reorganised deeper than the kept block hashes (or reset): ` +
          'indexing it again from block 0',
      ])
      expect(await indexerOn(reset).catchUp()).toMatchObject([{ status: 'atHead', head }])
      const natives = (await storedTransfers(db, chain.chainId))
        .filter((transfer) => transfer.standard === 'native')
        .map((t) => [t.block, t.from, t.to, t.amount])
      expect(natives).toEqual([[Number(head), A, C, '2000000000000000000']])
    })

    it('writes nothing when the chain changes between two requests of a step, and recovers', async () => {
      const chain = await testChain()
      let onLogs: (() => Promise<void>) | undefined
      const proxy = await startCountingRpcProxy(chain.rpcUrl, async (calls: readonly RpcCall[]) => {
        if (onLogs && calls.some((call) => call.method === 'eth_getLogs')) {
          const change = onLogs
          onLogs = undefined
          await change()
        }
      })
      onTestFinished(() => proxy.close())
      const indexer = indexerOn(chain, {
        registry: testRegistry([{ ...chain.deployment, rpcUrl: proxy.url }]),
      })
      await indexer.catchUp()
      const fork = await chain.client.getBlockNumber()
      const snapshot = await chain.test.snapshot()
      await chain.sendEth(0, 1, '1')
      onLogs = async () => {
        await chain.test.revert({ id: snapshot })
        await chain.transferToken('FOY', 0, 2, '1')
      }

      const [failed] = await indexer.syncOnce()
      expect(failed?.status === 'failed' && failed.error).toBeInstanceOf(ChainMovedError)
      expect(await storedCursor(db, chain.chainId)).toBe(Number(fork))
      expect(await indexer.catchUp()).toMatchObject([{ status: 'atHead' }])
      expect(await transfersAfter(chain, fork)).toEqual([['erc20', A, C, '1000000000000000000']])
    })

    it('changes nothing when the cursor moved since it was read (another node was first)', async () => {
      const chain = await testChain()
      await indexerOn(chain).catchUp()
      const head = await chain.client.getBlockNumber()
      const count = () => db.query('SELECT count(*)::integer AS n FROM chain_transactions')
      const before = await count()
      const stale = { startBlock: 0n, blockNumber: head - 1n, blockHash: `0x${'00'.repeat(32)}` }
      const range = { from: head, to: head, blocks: [], transactions: [], transfers: [] }
      expect(await writeBlockRange(db, chain.chainId, stale, range, [], 12)).toBe(false)
      expect(await rollBackChain(db, chain.chainId, stale, 0n, null)).toBe(false)
      expect(await storedCursor(db, chain.chainId)).toBe(Number(head))
      expect(await count()).toEqual(before)
    })
  },
)
