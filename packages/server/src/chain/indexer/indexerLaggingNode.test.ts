import { testAddresses } from '@foyer/devchain'
import { toHex } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import type { Database } from '../../store/database'
import { migratedTestDatabases } from '../../test/migratedTestDatabases'
import type { ChainSyncReport } from './chainSyncReport'
import type { IndexerOptions } from './createIndexer'
import { startCountingRpcProxy } from './testing/countingRpcProxy'
import { clearIndex, storedBlocks, storedCursor, storedTransfers } from './testing/indexedRows'
import { type IndexerTestChain, startIndexerTestChain } from './testing/indexerTestChain'
import { recordingLog } from './testing/recordingLog'
import { reportWaiter } from './testing/reportWaiter'
import { testIndexer } from './testing/testIndexer'
import { testRegistry } from './testing/testRegistry'

const [, , C, D] = testAddresses.map((address) => address.toLowerCase())

/** A chain behind a proxy whose `eth_blockNumber` answers `lagTo` while it is set. */
async function lagChain() {
  const chain = await startIndexerTestChain()
  onTestFinished(() => chain.stop())
  const node: { lagTo: bigint | undefined } = { lagTo: undefined }
  const proxy = await startCountingRpcProxy(chain.rpcUrl, undefined, (call, forward) =>
    call.method === 'eth_blockNumber' && node.lagTo !== undefined
      ? Promise.resolve({ result: toHex(node.lagTo) })
      : forward(),
  )
  onTestFinished(() => proxy.close())
  const registry = testRegistry([{ ...chain.deployment, rpcUrl: proxy.url }])
  return { chain, node, proxy, registry }
}

describe.each(migratedTestDatabases)(
  'the chain indexer on %s, when the node is behind the index',
  (_, open) => {
    let db: Database
    beforeAll(async () => {
      db = await open()
    })
    afterAll(() => db.close())
    beforeEach(() => clearIndex(db))

    const indexerOn = (chain: IndexerTestChain, extra: Partial<IndexerOptions> = {}) =>
      testIndexer(db, chain, extra)

    /** Everything the index holds of the chain. */
    const indexed = async (chainId: number) => ({
      cursor: await storedCursor(db, chainId),
      blocks: await storedBlocks(db, chainId),
      transfers: await storedTransfers(db, chainId),
      transactions: await db.query('SELECT hash, status FROM chain_transactions ORDER BY hash'),
    })

    it('keeps the index while the head is below the kept hashes or among them, and goes on from its cursor', async () => {
      const { chain, node, proxy, registry } = await lagChain()
      await chain.sendEth(0, 1, '1')
      await chain.test.mine({ blocks: 30 })
      await chain.transferToken('FUSD', 1, 2, '3')
      const indexer = indexerOn(chain, { registry })
      await indexer.catchUp()
      const head = await chain.client.getBlockNumber()
      const before = await indexed(chain.chainId)
      expect(before.cursor).toBe(Number(head))

      // 20 blocks behind: no kept hash but the start block's is at or below its head.
      // 3 blocks behind: the kept hashes up to its head match.
      for (const lag of [20n, 3n]) {
        node.lagTo = head - lag
        expect(await indexer.catchUp()).toEqual([
          { chainId: chain.chainId, status: 'behind', indexedTo: head, head: head - lag },
        ])
        expect(await indexed(chain.chainId)).toEqual(before)
      }

      node.lagTo = undefined
      await chain.sendEth(2, 3, '1')
      proxy.calls.length = 0
      expect(await indexer.catchUp()).toEqual([
        { chainId: chain.chainId, status: 'atHead', head: head + 1n },
      ])
      // Only the new block was read.
      expect(proxy.callsOf('eth_getLogs').map((call) => call.params[0])).toEqual([
        { fromBlock: toHex(head + 1n), toBlock: toHex(head + 1n), topics: [expect.any(String)] },
      ])
      const after = await indexed(chain.chainId)
      expect(after.cursor).toBe(Number(head) + 1)
      expect(after.transfers).toEqual([
        ...before.transfers,
        {
          block: Number(head) + 1,
          standard: 'native',
          contract: null,
          from: C,
          to: D,
          amount: '1000000000000000000',
          tokenId: null,
        },
      ])
    })

    it('keeps the index while the head is below the start block (nothing to compare)', async () => {
      const { chain, node, registry } = await lagChain()
      const start = await chain.client.getBlockNumber()
      // As on a public network: indexing begins at the head of the first step.
      const indexer = indexerOn(chain, { registry, startBlock: (_, at) => at })
      await indexer.syncOnce()
      await chain.sendEth(0, 1, '1')
      await chain.sendEth(0, 2, '1')
      expect(await indexer.catchUp()).toMatchObject([{ status: 'atHead', head: start + 2n }])
      const before = await indexed(chain.chainId)
      expect(before.blocks.map((block) => block.number)).toEqual(
        [0, 1, 2].map((i) => Number(start) + i),
      )
      expect(before.transfers.filter((t) => t.standard === 'native')).toHaveLength(2)

      node.lagTo = start - 1n
      expect(await indexer.syncOnce()).toEqual([
        { chainId: chain.chainId, status: 'behind', indexedTo: start + 2n, head: start - 1n },
      ])
      expect(await indexed(chain.chainId)).toEqual(before)
    })

    it('polls a node that stays behind, warning once when by more than the reorg depth, until it catches up', async () => {
      const { chain, node, registry } = await lagChain()
      await chain.test.mine({ blocks: 20 })
      await indexerOn(chain, { registry }).catchUp()
      const head = await chain.client.getBlockNumber()
      const before = await indexed(chain.chainId)
      const log = recordingLog()
      const waiter = reportWaiter()
      const behindTo = (lagTo: bigint) => (_: unknown, all: readonly ChainSyncReport[]) =>
        all.filter((report) => report.status === 'behind' && report.head === lagTo).length >= 3
      node.lagTo = head - 2n
      const indexer = indexerOn(chain, { registry, log, pollIntervalMs: 1, onSync: waiter.record })
      indexer.start()
      await waiter.until(behindTo(head - 2n))
      expect(log.warnings).toEqual([])
      node.lagTo = head - 15n
      await waiter.until(behindTo(head - 15n))
      expect(log.warnings).toEqual([
        `The RPC of chain ${chain.chainId} is 15 blocks behind the index (head ${head - 15n}, ` +
          `indexed to ${head}); waiting for it`,
      ])

      node.lagTo = undefined
      await chain.sendEth(0, 1, '1')
      await waiter.until((report) => report.status === 'atHead' && report.head === head + 1n)
      await indexer.stop()
      expect(waiter.reports.map((report) => report.status)).not.toContain('rolledBack')
      expect(log.warnings).toHaveLength(1)
      expect(log.errors).toEqual([])
      expect((await indexed(chain.chainId)).transfers).toHaveLength(before.transfers.length + 1)
    })
  },
)
