import { type Hex, hexToBigInt, toHex } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import type { Database } from '../../store/database'
import { migratedTestDatabases } from '../../test/migratedTestDatabases'
import type { ChainSyncReport } from './chainSyncReport'
import type { IndexerOptions } from './createIndexer'
import { RPC_BATCH_SIZE } from './indexerConstants'
import { type RpcAnswer, type RpcCall, startCountingRpcProxy } from './testing/countingRpcProxy'
import { clearIndex, storedCursor, storedTransfers } from './testing/indexedRows'
import { type IndexerTestChain, startIndexerTestChain } from './testing/indexerTestChain'
import { testAddress } from './testing/testAddress'
import { testIndexer } from './testing/testIndexer'
import { testRegistry } from './testing/testRegistry'

async function testChain(): Promise<IndexerTestChain> {
  const chain = await startIndexerTestChain()
  onTestFinished(() => chain.stop())
  return chain
}

/** How many blocks an `eth_getLogs` call asks for. */
function blocksOf(call: RpcCall): number {
  const { fromBlock, toBlock } = call.params[0] as { fromBlock: Hex; toBlock: Hex }
  return Number(hexToBigInt(toBlock) - hexToBigInt(fromBlock)) + 1
}

/** A node that refuses `eth_getLogs` over more than `max` blocks, as public providers do. */
const blockRangeLimit =
  (max: number): RpcAnswer =>
  (call, forward) =>
    call.method === 'eth_getLogs' && blocksOf(call) > max
      ? Promise.resolve({ error: { code: -32000, message: 'block range too large' } })
      : forward()

/** A node that refuses an `eth_getLogs` answer of more than `max` logs. */
const resultLimit =
  (max: number): RpcAnswer =>
  async (call, forward) => {
    const answer = await forward()
    return call.method === 'eth_getLogs' &&
      'result' in answer &&
      Array.isArray(answer.result) &&
      answer.result.length > max
      ? { error: { code: -32005, message: 'query returned more than 10000 results' } }
      : answer
  }

describe.each(migratedTestDatabases)(
  'the chain indexer on %s, with the limits of public RPC providers',
  (_, open) => {
    let db: Database
    beforeAll(async () => {
      db = await open()
    })
    afterAll(() => db.close())
    beforeEach(() => clearIndex(db))

    const indexerOn = (chain: IndexerTestChain, extra: Partial<IndexerOptions> = {}) =>
      testIndexer(db, chain, extra)

    /** Catches up through a proxy answering with `answer`: the reports of its steps. */
    const catchUpBehind = async (chain: IndexerTestChain, answer?: RpcAnswer) => {
      const proxy = await startCountingRpcProxy(chain.rpcUrl, undefined, answer)
      onTestFinished(() => proxy.close())
      const reports: ChainSyncReport[] = []
      const indexer = indexerOn(chain, {
        registry: testRegistry([{ ...chain.deployment, rpcUrl: proxy.url }]),
        onSync: (report) => reports.push(report),
      })
      const [last] = await indexer.catchUp()
      return { last, reports, proxy }
    }

    /** The chain indexed with no limit: what a limited node must give as well. */
    const indexedWithoutLimit = async (chain: IndexerTestChain) => {
      await clearIndex(db)
      await indexerOn(chain).catchUp()
      return storedTransfers(db, chain.chainId)
    }

    it('reads the logs of fewer blocks at a time when the node refuses a range of so many', async () => {
      const chain = await testChain()
      await chain.sendEth(0, 1, '1')
      await chain.transferToken('FUSD', 1, 2, '2')
      await chain.transferNft(0, 5, 1n)
      const head = await chain.client.getBlockNumber()

      const { last, reports, proxy } = await catchUpBehind(chain, blockRangeLimit(3))
      expect(last).toEqual({ chainId: chain.chainId, status: 'atHead', head })
      expect(await storedCursor(db, chain.chainId)).toBe(Number(head))
      const ranges = reports.flatMap((report) =>
        report.status === 'indexed' ? [[Number(report.from), Number(report.to)]] : [],
      )
      expect(ranges.length).toBeGreaterThan(1)
      for (const [i, [from = 0, to = 0]] of ranges.entries()) {
        expect(to - from).toBeLessThan(3)
        expect(from).toBe(i === 0 ? 0 : (ranges[i - 1]?.[1] ?? 0) + 1)
      }
      expect(ranges.at(-1)?.[1]).toBe(Number(head))
      // Each step asked for the logs of all the blocks left, then of half as many, and so on.
      const asked = ranges.flatMap(([from = 0]) => {
        const sizes: number[] = []
        for (let n = Number(head) - from + 1; ; n = Math.floor(n / 2)) {
          sizes.push(n)
          if (n <= 3) return sizes
        }
      })
      expect(proxy.callsOf('eth_getLogs').map(blocksOf)).toEqual(asked)
      const transfers = await storedTransfers(db, chain.chainId)
      expect(transfers).toEqual(await indexedWithoutLimit(chain))
      expect(transfers.filter((t) => t.standard === 'native')).toHaveLength(1)
    })

    it('reads the logs of fewer blocks at a time when the node refuses so many results', async () => {
      const chain = await testChain()
      const collection = chain.collectionAddress()
      // The collection's constructor minted 30 NFTs in one block: the most logs of any block.
      const { last, reports } = await catchUpBehind(chain, resultLimit(30))
      expect(last).toMatchObject({ status: 'atHead' })
      expect(reports.filter((report) => report.status === 'indexed').length).toBeGreaterThan(1)
      const transfers = await storedTransfers(db, chain.chainId)
      expect(transfers.filter((t) => t.contract === collection.toLowerCase())).toHaveLength(30)
      expect(transfers).toEqual(await indexedWithoutLimit(chain))
    })

    it('fails the step, having indexed the blocks before, when the node refuses one block', async () => {
      const chain = await testChain()
      const transfers = await indexedWithoutLimit(chain)
      const minted = transfers.find((t) => t.contract === chain.collectionAddress().toLowerCase())
      await clearIndex(db)

      const { last } = await catchUpBehind(chain, resultLimit(29))
      expect(last?.status === 'failed' && last.error.message).toContain(
        'query returned more than 10000 results',
      )
      expect(await storedCursor(db, chain.chainId)).toBe((minted?.block ?? 0) - 1)
    })

    it(`reads receipts ${RPC_BATCH_SIZE} at a time, in batches one after another`, async () => {
      const chain = await testChain()
      // More plain sends (no log proves they succeeded) than one batch, in one block.
      const count = RPC_BATCH_SIZE + 100
      const from = testAddress(9)
      const nonce = await chain.client.getTransactionCount({ address: from })
      await chain.test.setAutomine(false)
      const sends = Array.from({ length: count }, (_, i) => ({
        jsonrpc: '2.0',
        id: i,
        method: 'eth_sendTransaction',
        params: [
          { from, to: testAddress(8), value: '0x1', gas: '0x5208', nonce: toHex(nonce + i) },
        ],
      }))
      const sent = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(sends),
      })
      const answers = (await sent.json()) as { error?: unknown }[]
      expect(answers.filter((answer) => answer.error)).toEqual([])
      await chain.test.mine({ blocks: 1 })
      await chain.test.setAutomine(true)
      const block = await chain.client.getBlock()
      expect(block.transactions).toHaveLength(count)

      const { last, proxy } = await catchUpBehind(chain)
      expect(last).toMatchObject({ status: 'atHead', head: block.number })
      expect(proxy.callsOf('eth_getTransactionReceipt').length).toBeGreaterThan(count)
      expect(proxy.maxInFlight('eth_getTransactionReceipt')).toBeLessThanOrEqual(RPC_BATCH_SIZE)
      const [stored] = await db.query<{ n: number }>(
        `SELECT count(*)::integer AS n FROM chain_transactions
         WHERE block_number = $1 AND status = 'confirmed'`,
        [String(block.number)],
      )
      expect(stored?.n).toBe(count)
    })
  },
)
