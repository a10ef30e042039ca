import { type HistoryResponse, historyResponseSchema, type Transaction } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import type { Hash } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../store/database'
import { migratedTestDatabases } from '../../test/migratedTestDatabases'
import type { IndexerTestChain } from '../indexer/testing/indexerTestChain'
import { testAddress } from '../indexer/testing/testAddress'
import { encodeCursor } from './pageCursor'
import { fixedPrices, type HistoryFixture, startHistoryFixture } from './testing/historyFixture'

const A0 = testAddress(0)
const A1 = testAddress(1)
const A2 = testAddress(2)
const A5 = testAddress(5)
const PRICES = fixedPrices({ ETH: 3000, FUSD: 1, FOY: 0.25 })
const iconUrl = (symbol: string) => `http://icons.test/${symbol}`

describe.each(migratedTestDatabases)('the account history on %s', (_, open) => {
  let db: Database
  let fixture: HistoryFixture
  let app: FastifyInstance
  let tx: Record<
    'ethToA1' | 'fusdA1ToA2' | 'foyToSelf' | 'nftToA5' | 'tooMuchFusd' | 'ethToToken' | 'ethOnB',
    Hash
  >
  beforeAll(async () => {
    db = await open()
    fixture = await startHistoryFixture(db)
    const { chainA, chainB } = fixture
    // In this order (an object literal's values are evaluated one after the other).
    tx = {
      ethToA1: await chainA.sendEth(0, 1, '1.5'),
      fusdA1ToA2: await chainA.transferToken('FUSD', 1, 2, '12.5'),
      foyToSelf: await chainA.transferToken('FOY', 0, 0, '250'),
      nftToA5: await chainA.transferNft(0, 5, 1n),
      tooMuchFusd: await chainA.transferToken('FUSD', 0, 2, '1000000000', 100_000n),
      ethToToken: await chainA.sendEth(0, chainA.tokenAddress('FUSD'), '0.25', 100_000n),
      ethOnB: await chainB.sendEth(0, 2, '2'),
    }
    await fixture.indexer.catchUp()
    app = await fixture.app({ prices: PRICES, iconUrl })
  }, 60_000)
  afterAll(async () => {
    await fixture?.stop()
    await db?.close()
  })

  const history = async (account: string, query: Record<string, string> = {}, on = app) => {
    const search = new URLSearchParams(query)
    const response = await on.inject({ url: `/v1/account/${account}/history?${search}` })
    return { status: response.statusCode, body: response.json() as unknown }
  }
  const page = async (account: string, query: Record<string, string> = {}, on = app) => {
    const { status, body } = await history(account, query, on)
    expect(status).toBe(200)
    return historyResponseSchema.parse(body)
  }
  const minedAt = async (chain: IndexerTestChain, hash: Hash) => {
    const { blockNumber } = await chain.client.getTransactionReceipt({ hash })
    const block = await chain.client.getBlock({ blockNumber })
    return new Date(Number(block.timestamp) * 1000).toISOString()
  }
  const ether = (direction: string, numeric: string) => ({
    fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'http://icons.test/ETH' } },
    direction,
    quantity: { numeric },
    price: 3000,
    value: Number(numeric) * 3000,
  })

  it('shows each transaction of the account once, newest first, as the account saw it', async () => {
    const { chainA, metadata } = fixture
    const body = await page(A0, { chainId: 'eip155:31337' })
    const fusd = chainA.tokenAddress('FUSD')
    const meta = (hash: Hash, extra: Partial<Transaction['metadata']>) => ({
      hash,
      sentFrom: A0,
      status: 'confirmed',
      chain: 'eip155:31337',
      operationType: 'send',
      ...extra,
    })
    expect(body.next).toBeNull()
    expect(body.data.slice(0, 5)).toEqual([
      {
        id: `eip155:31337:${tx.ethToToken}`,
        metadata: meta(tx.ethToToken, {
          status: 'failed',
          nonce: 4,
          sentTo: fusd,
          minedAt: await minedAt(chainA, tx.ethToToken),
        }),
        transfers: [],
      },
      {
        id: `eip155:31337:${tx.tooMuchFusd}`,
        metadata: meta(tx.tooMuchFusd, {
          status: 'failed',
          nonce: 3,
          sentTo: fusd,
          minedAt: await minedAt(chainA, tx.tooMuchFusd),
        }),
        transfers: [],
      },
      {
        id: `eip155:31337:${tx.nftToA5}`,
        metadata: meta(tx.nftToA5, {
          nonce: 2,
          sentTo: chainA.collectionAddress(),
          minedAt: await minedAt(chainA, tx.nftToA5),
        }),
        transfers: [
          {
            nft_info: {
              name: 'Foyer Collectible #1',
              content: { preview: { url: `${metadata.url}/images/31337/1.svg` } },
            },
            direction: 'out',
            quantity: { numeric: '1' },
          },
        ],
      },
      {
        id: `eip155:31337:${tx.foyToSelf}`,
        metadata: meta(tx.foyToSelf, {
          nonce: 1,
          sentTo: chainA.tokenAddress('FOY'),
          minedAt: await minedAt(chainA, tx.foyToSelf),
        }),
        transfers: [
          {
            fungible_info: {
              name: 'Foyer Token',
              symbol: 'FOY',
              icon: { url: 'http://icons.test/FOY' },
            },
            direction: 'self',
            quantity: { numeric: '250' },
            price: 0.25,
            value: 62.5,
          },
        ],
      },
      {
        id: `eip155:31337:${tx.ethToA1}`,
        metadata: meta(tx.ethToA1, {
          nonce: 0,
          sentTo: A1,
          minedAt: await minedAt(chainA, tx.ethToA1),
        }),
        transfers: [ether('out', '1.5')],
      },
    ])
    // Then what the dev contracts' constructors minted to it: 3 NFTs in one transaction, FOY, FUSD.
    const mints = body.data.slice(5)
    expect(mints.map((entry) => entry.metadata.operationType)).toEqual(['mint', 'mint', 'mint'])
    expect(mints[0]?.transfers.map((transfer) => transfer.nft_info?.name)).toEqual([
      'Foyer Collectible #1',
      'Foyer Collectible #2',
      'Foyer Collectible #3',
    ])
    expect(mints.slice(1).map((entry) => entry.transfers)).toEqual([
      [expect.objectContaining({ quantity: { numeric: '10000' }, price: 0.25, value: 2500 })],
      [expect.objectContaining({ quantity: { numeric: '10000' }, price: 1, value: 10000 })],
    ])
  })

  it('shows the other side of a transfer: received coins, sent tokens, a received NFT', async () => {
    const { data } = await page(A1, { chainId: 'eip155:31337' })
    expect(
      data.slice(0, 2).map((entry) => [entry.metadata.operationType, entry.transfers]),
    ).toEqual([
      [
        'send',
        [
          {
            fungible_info: {
              name: 'Foyer USD',
              symbol: 'FUSD',
              icon: { url: 'http://icons.test/FUSD' },
            },
            direction: 'out',
            quantity: { numeric: '12.5' },
            price: 1,
            value: 12.5,
          },
        ],
      ],
      ['receive', [ether('in', '1.5')]],
    ])
    const received = await page(A5, { chainId: 'eip155:31337' })
    expect(received.data[0]?.metadata).toMatchObject({
      hash: tx.nftToA5,
      operationType: 'receive',
      sentFrom: A0,
    })
    expect(received.data[0]?.transfers[0]).toMatchObject({ direction: 'in' })
  })

  it('reads every chain without chainId, and one chain with it', async () => {
    const all = await page(A2)
    const hashes = all.data.map((entry) => entry.metadata.hash)
    expect(hashes).toEqual(expect.arrayContaining([tx.fusdA1ToA2, tx.ethOnB]))
    expect(new Set(all.data.map((entry) => entry.metadata.chain))).toEqual(
      new Set(['eip155:31337', 'eip155:31338']),
    )
    const times = all.data.map((entry) => Date.parse(entry.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))

    const onB = await page(A2, { chainId: 'eip155:31338' })
    expect(onB.data[0]?.metadata).toMatchObject({
      hash: tx.ethOnB,
      chain: 'eip155:31338',
      operationType: 'receive',
    })
    expect(onB.data.every((entry) => entry.metadata.chain === 'eip155:31338')).toBe(true)
    expect(onB.data).toHaveLength(4)
    expect(await page(A2, { chainId: '' })).toEqual(all)
  })

  it('takes the address in any case; with onramp, answers its on-ramp purchases instead', async () => {
    const checksummed = await page(A1)
    expect(await page(A1.toLowerCase())).toEqual(checksummed)
    expect(await page(A1, { onramp: 'false' })).toEqual(checksummed)
    // Purchases are recorded by the on-ramp sandbox (onramp/sandbox/sandboxFlow.test.ts): none here.
    expect(await page(A1.toLowerCase(), { onramp: 'true' })).toEqual({ data: [], next: null })
  })

  it('answers an empty page for an account without transactions', async () => {
    expect(await page(`0x${'42'.repeat(20)}`)).toEqual({ data: [], next: null })
  })

  it('leaves values out without a price source, or when it fails or knows no price', async () => {
    const plain = await fixture.app()
    const valueless = (body: HistoryResponse) =>
      body.data.flatMap((entry) => entry.transfers).every((t) => !('price' in t) && !('value' in t))
    expect(valueless(await page(A1, {}, plain))).toBe(true)
    const failing = await fixture.app({
      prices: {
        prices: async () => {
          throw new Error('oracle down')
        },
      },
    })
    expect(valueless(await page(A1, {}, failing))).toBe(true)
    const onlyEth = await fixture.app({ prices: fixedPrices({ ETH: 3000 }) })
    const [sent, received] = (await page(A1, { chainId: 'eip155:31337' }, onlyEth)).data
    expect(sent?.transfers[0]).not.toHaveProperty('price')
    expect(received?.transfers[0]).toMatchObject({ price: 3000, value: 4500 })
    expect(received?.transfers[0]?.fungible_info).not.toHaveProperty('icon')
  })

  it('answers JSON with today’s prices from a page it keeps, and a new block at once', async () => {
    const today = { ETH: 3000 }
    const moving = await fixture.app({ prices: fixedPrices(today) })
    const received = async () => {
      const response = await moving.inject({
        url: `/v1/account/${A1}/history?chainId=eip155:31337`,
      })
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
      const body = historyResponseSchema.parse(response.json())
      return body.data.find((entry) => entry.metadata.hash === tx.ethToA1)?.transfers[0]
    }
    expect(await received()).toMatchObject({ price: 3000, value: 4500 })
    expect(await received()).toMatchObject({ price: 3000, value: 4500 })
    today.ETH = 2000
    expect(await received()).toMatchObject({ price: 2000, value: 3000 })
    const before = (await page(A1, { chainId: 'eip155:31337' }, moving)).data.length
    const sent = await fixture.chainA.sendEth(0, 1, '0.5')
    await fixture.indexer.catchUp()
    const after = await page(A1, { chainId: 'eip155:31337' }, moving)
    expect(after.data).toHaveLength(before + 1)
    expect(after.data[0]?.metadata.hash).toBe(sent)
  })

  it.each([
    ['an address that is not 20 bytes', '0x1234', {}, 'INVALID_ADDRESS'],
    ['a chain the API does not serve', A0, { chainId: 'eip155:1' }, 'UNSUPPORTED_CHAIN'],
    ['a chain id that is not CAIP-2', A0, { chainId: '31337' }, 'UNSUPPORTED_CHAIN'],
    [
      'another namespace',
      A0,
      { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      'UNSUPPORTED_CHAIN',
    ],
    ['a cursor that is not base64url', A0, { cursor: 'abc!' }, 'INVALID_CURSOR'],
    [
      'a cursor of another route',
      A0,
      { cursor: encodeCursor([31337, '0xab', '1']) },
      'INVALID_CURSOR',
    ],
  ])('refuses %s with a 400', async (_, account, query, code) => {
    const { status, body } = await history(account ?? '', query)
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: { code } })
  })

  it('names the problem in its 400s', async () => {
    expect((await history('nope')).body).toEqual({
      error: {
        code: 'INVALID_ADDRESS',
        message: 'Invalid address "nope": expected a 0x-prefixed 20-byte hex address',
      },
    })
    expect((await history(A0, { chainId: 'eip155:1' })).body).toEqual({
      error: { code: 'UNSUPPORTED_CHAIN', message: 'Unsupported chain: eip155:1' },
    })
    const twice = await app.inject({ url: `/v1/account/${A0}/history?cursor=a&cursor=b` })
    expect(twice.statusCode).toBe(400)
    expect(twice.json()).toEqual({
      error: { code: 'INVALID_PARAMS', message: 'cursor must be given once' },
    })
  })
})
