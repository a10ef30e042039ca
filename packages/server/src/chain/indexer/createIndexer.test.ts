import { devPairs, testAddresses } from '@foyer/devchain'
import { encodeAbiParameters, toHex } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import type { Database } from '../../store/database'
import { migratedTestDatabases } from '../../test/migratedTestDatabases'
import type { ChainSyncReport } from './chainSyncReport'
import { createIndexer, type IndexerOptions } from './createIndexer'
import { startCountingRpcProxy } from './testing/countingRpcProxy'
import { clearIndex, storedCursor, storedOwner, storedTransfers } from './testing/indexedRows'
import { type IndexerTestChain, startIndexerTestChain } from './testing/indexerTestChain'
import { recordingLog } from './testing/recordingLog'
import { testAddress } from './testing/testAddress'
import { testIndexer } from './testing/testIndexer'
import { testRegistry } from './testing/testRegistry'
import { transferLogEmitter } from './testing/transferLogEmitter'

const [A, B, C, D, , F] = testAddresses.map((address) => address.toLowerCase())
const ZERO = '0x0000000000000000000000000000000000000000'

async function testChain(): Promise<IndexerTestChain> {
  const chain = await startIndexerTestChain()
  onTestFinished(() => chain.stop())
  return chain
}

describe.each(migratedTestDatabases)('the chain indexer on %s', (_, open) => {
  let db: Database
  beforeAll(async () => {
    db = await open()
  })
  afterAll(() => db.close())
  beforeEach(() => clearIndex(db))

  const indexerOn = (chain: IndexerTestChain, extra: Partial<IndexerOptions> = {}) =>
    testIndexer(db, chain, extra)

  it('catches up from genesis range by range: transfers, statuses, nonces, NFT owners', async () => {
    const chain = await testChain()
    const deployed = Number(await chain.client.getBlockNumber())
    await chain.sendEth(0, 1, '1.5')
    await chain.transferToken('FUSD', 1, 2, '12.5')
    await chain.transferNft(0, 5, 1n)
    const tooMuch = await chain.transferToken('FUSD', 0, 2, '1000000000', 100_000n)
    const toToken = await chain.sendEth(0, chain.tokenAddress('FUSD'), '0.25', 100_000n)
    const head = deployed + 5

    const indexer = indexerOn(chain, { blockRange: 4 })
    const ranges: [number, number][] = []
    let report: ChainSyncReport | undefined
    for (let step = 0; step < 20 && report?.status !== 'atHead'; step++) {
      ;[report] = await indexer.syncOnce()
      if (report?.status === 'indexed') ranges.push([Number(report.from), Number(report.to)])
      else expect(report?.status).toBe('atHead')
    }
    expect(ranges[0]).toEqual([0, 3])
    expect(ranges.at(-1)?.[1]).toBe(head)
    for (const [i, [from, to]] of ranges.entries()) {
      expect(to - from).toBeLessThan(4)
      if (i > 0) expect(from).toBe((ranges[i - 1]?.[1] ?? 0) + 1)
    }
    expect(await storedCursor(db, chain.chainId)).toBe(head)

    const transfers = await storedTransfers(db, chain.chainId)
    const fusd = chain.tokenAddress('FUSD').toLowerCase()
    const collection = chain.collectionAddress().toLowerCase()
    const tokens = [fusd, chain.tokenAddress('FOY').toLowerCase()]
    const mints = transfers.filter((t) => t.from === ZERO && t.standard === 'erc20')
    // The constructors' mints: both tokens and 3 NFTs to each of the 10 test accounts; and the
    // dev pools' liquidity tokens, two mints a pair (1,000 units locked at the zero address, the
    // rest to the deployer).
    expect(mints.filter((t) => tokens.includes(t.contract ?? ''))).toHaveLength(20)
    expect(mints.filter((t) => !tokens.includes(t.contract ?? ''))).toHaveLength(6)
    expect(transfers.filter((t) => t.from === ZERO && t.standard === 'erc721')).toHaveLength(30)
    expect(transfers.filter((t) => t.block > deployed)).toEqual([
      {
        block: deployed + 1,
        standard: 'native',
        contract: null,
        from: A,
        to: B,
        amount: '1500000000000000000',
        tokenId: null,
      },
      {
        block: deployed + 2,
        standard: 'erc20',
        contract: fusd,
        from: B,
        to: C,
        amount: '12500000',
        tokenId: null,
      },
      {
        block: deployed + 3,
        standard: 'erc721',
        contract: collection,
        from: A,
        to: F,
        amount: null,
        tokenId: '1',
      },
    ])
    const sent = await db.query<{ hash: string; nonce: string; status: string; to: string }>(
      `SELECT hash, nonce::text, status, to_address AS to FROM chain_transactions
       WHERE chain_id = $1 AND from_address = $2 ORDER BY block_number`,
      [chain.chainId, A],
    )
    expect(sent.map(({ nonce, status }) => [nonce, status])).toEqual([
      ['0', 'confirmed'],
      ['1', 'confirmed'],
      ['2', 'failed'],
      ['3', 'failed'],
    ])
    expect(sent.slice(2).map(({ hash, to }) => [hash, to])).toEqual([
      [tooMuch, fusd],
      [toToken, fusd],
    ])
    expect(await storedOwner(db, chain.chainId, collection, 1n)).toBe(F)
    expect(await storedOwner(db, chain.chainId, collection, 2n)).toBe(A)
    expect(await storedOwner(db, chain.chainId, collection, 4n)).toBe(B)
    const contracts = await db.query('SELECT standard, name, symbol, decimals FROM chain_contracts')
    expect(contracts).toEqual(
      expect.arrayContaining([
        { standard: 'erc20', name: 'Foyer USD', symbol: 'FUSD', decimals: 6 },
        { standard: 'erc20', name: 'Foyer Token', symbol: 'FOY', decimals: 18 },
        { standard: 'erc721', name: 'Foyer Collectibles', symbol: 'FOYC', decimals: null },
      ]),
    )
  })

  it('reads the metadata of tokens off the token list once; a contract that does not answer gets none', async () => {
    const chain = await testChain()
    const emitter = await chain.sendRaw(3, transferLogEmitter(testAddress(3), testAddress(4), 77n))
    const receipt = await chain.client.getTransactionReceipt({ hash: emitter })
    // Answers every call with one string, NULs and spaces around its text.
    const answer = encodeAbiParameters([{ type: 'string' }], ['\u0000 Odd\u0000Coin '])
    const odd = await chain.sendRaw(
      3,
      transferLogEmitter(testAddress(3), testAddress(4), 5n, answer),
    )
    const oddAddress = (await chain.client.getTransactionReceipt({ hash: odd })).contractAddress
    const proxy = await startCountingRpcProxy(chain.rpcUrl)
    onTestFinished(() => proxy.close())
    const indexer = createIndexer({
      db,
      registry: testRegistry([{ ...chain.deployment, rpcUrl: proxy.url }], { withTokens: false }),
      chainIds: [chain.chainId],
      log: recordingLog(),
      rpc: { retryCount: 0 },
    })
    onTestFinished(() => indexer.stop())
    expect((await indexer.catchUp())[0]?.status).toBe('atHead')

    const contracts = await db.query<{ address: string }>(
      'SELECT address, standard, name, symbol, decimals FROM chain_contracts ORDER BY name, address',
    )
    const pairs = (await devPairs(chain.client, chain.deployment))
      .map((pair) => pair.toLowerCase())
      .sort()
    expect(contracts).toEqual([
      {
        address: chain.collectionAddress().toLowerCase(),
        standard: 'erc721',
        name: 'Foyer Collectibles',
        symbol: 'FOYC',
        decimals: null,
      },
      {
        address: chain.tokenAddress('FOY').toLowerCase(),
        standard: 'erc20',
        name: 'Foyer Token',
        symbol: 'FOY',
        decimals: 18,
      },
      {
        address: chain.tokenAddress('FUSD').toLowerCase(),
        standard: 'erc20',
        name: 'Foyer USD',
        symbol: 'FUSD',
        decimals: 6,
      },
      {
        // The first word of the answer (its offset, 32) read as the uint8 decimals.
        address: oddAddress?.toLowerCase(),
        standard: 'erc20',
        name: 'OddCoin',
        symbol: 'OddCoin',
        decimals: 32,
      },
      // The dev pools' liquidity tokens.
      ...pairs.map((address) => ({
        address,
        standard: 'erc20',
        name: 'Uniswap V2',
        symbol: 'UNI-V2',
        decimals: 18,
      })),
      // WETH, which the dev V3 pools were paid in (seedDevPoolsV3: its liquidity helper's transfers).
      {
        address: chain.deployment.swap?.weth.toLowerCase(),
        standard: 'erc20',
        name: 'Wrapped Ether',
        symbol: 'WETH',
        decimals: 18,
      },
      {
        address: receipt.contractAddress?.toLowerCase(),
        standard: 'erc20',
        name: null,
        symbol: null,
        decimals: null,
      },
    ])
    // Asked once each: name, symbol, decimals of 8 ERC-20 contracts (3 of them the dev pools',
    // 1 WETH), name and symbol of 1 ERC-721.
    expect(proxy.callsOf('eth_call')).toHaveLength(26)
    const transfers = await storedTransfers(db, chain.chainId)
    expect(transfers.slice(-2)).toMatchObject([
      { from: D, amount: '77', standard: 'erc20' },
      { from: D, amount: '5', standard: 'erc20' },
    ])
    // A transfer of a known token asks nothing again.
    await chain.transferToken('FUSD', 0, 1, '1')
    proxy.calls.length = 0
    await indexer.catchUp()
    expect(proxy.callsOf('eth_call')).toHaveLength(0)
    expect((await storedTransfers(db, chain.chainId)).at(-1)).toMatchObject({ from: A, to: B })
  })

  it('resumes from its cursor after a restart, without reading the indexed blocks again', async () => {
    const chain = await testChain()
    const proxy = await startCountingRpcProxy(chain.rpcUrl)
    onTestFinished(() => proxy.close())
    const viaProxy = { registry: testRegistry([{ ...chain.deployment, rpcUrl: proxy.url }]) }
    const first = indexerOn(chain, viaProxy)
    await first.catchUp()
    await first.stop()
    const cursor = await storedCursor(db, chain.chainId)
    expect(cursor).toBe(Number(await chain.client.getBlockNumber()))

    await chain.sendEth(0, 1, '2')
    await chain.transferToken('FOY', 1, 0, '3')
    proxy.calls.length = 0
    const second = indexerOn(chain, viaProxy)
    expect((await second.catchUp())[0]?.status).toBe('atHead')

    const next = (cursor ?? 0) + 1
    expect(proxy.callsOf('eth_getLogs').map((call) => call.params[0])).toEqual([
      { fromBlock: toHex(next), toBlock: toHex(next + 1), topics: [expect.any(String)] },
    ])
    const blocks = proxy.callsOf('eth_getBlockByNumber').map((call) => Number(call.params[0]))
    expect(Math.min(...blocks)).toBe(next)
    expect(await storedCursor(db, chain.chainId)).toBe(next + 1)
    const transfers = await storedTransfers(db, chain.chainId)
    expect(transfers.filter((transfer) => transfer.block >= next)).toEqual([
      expect.objectContaining({ standard: 'native', from: A, to: B }),
      expect.objectContaining({ standard: 'erc20', from: B, to: A, amount: `3${'0'.repeat(18)}` }),
    ])
  })

  it('waits at a start block the chain has not reached, then indexes from it', async () => {
    const chain = await testChain()
    const head = await chain.client.getBlockNumber()
    const indexer = indexerOn(chain, { startBlock: (_, at) => at + 3n })
    expect(await indexer.syncOnce()).toEqual([{ chainId: chain.chainId, status: 'atHead', head }])
    await chain.test.mine({ blocks: 4 })
    expect(await indexer.catchUp()).toEqual([
      { chainId: chain.chainId, status: 'atHead', head: head + 4n },
    ])
    const [row] = await db.query('SELECT start_block::integer AS s FROM chain_index_cursors')
    expect(row).toEqual({ s: Number(head) + 3 })
    expect(await storedCursor(db, chain.chainId)).toBe(Number(head) + 4)
    expect(await storedTransfers(db, chain.chainId)).toEqual([])
  })

  it('fails the steps of an RPC that answers as another chain, or of a chain not configured', async () => {
    const chain = await testChain()
    const indexer = indexerOn(chain, {
      registry: testRegistry([{ ...chain.deployment, chainId: 31338 }]),
      chainIds: [31338, 1],
    })
    const [wrong, missing] = await indexer.catchUp()
    expect(wrong).toMatchObject({ chainId: 31338, status: 'failed' })
    expect(wrong?.status === 'failed' && wrong.error.message).toBe(
      `The RPC at ${chain.rpcUrl} answers as chain 31337, not 31338`,
    )
    expect(missing?.status === 'failed' && missing.error.message).toBe('Chain 1 is not configured')
    expect(await storedCursor(db, 31338)).toBeUndefined()
  })
})

describe('createIndexer options', () => {
  it('refuses a reorg depth or block range below one block', () => {
    const base = {
      db: {} as Database,
      registry: testRegistry([]),
      chainIds: [],
      log: recordingLog(),
    }
    expect(() => createIndexer({ ...base, reorgDepth: 0 })).toThrow(
      'reorgDepth must be a whole number of blocks, at least 1 (got 0)',
    )
    expect(() => createIndexer({ ...base, blockRange: 1.5 })).toThrow(
      'blockRange must be a whole number of blocks, at least 1 (got 1.5)',
    )
  })
})
