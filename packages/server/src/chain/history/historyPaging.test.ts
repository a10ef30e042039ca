import { testAddresses } from '@foyer/devchain'
import {
  HISTORY_PAGE_SIZE,
  historyResponseSchema,
  NFTS_PAGE_SIZE,
  nftsResponseSchema,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../store/database'
import { migratedTestDatabases } from '../../test/migratedTestDatabases'
import { testAddress } from '../indexer/testing/testAddress'
import { type HistoryFixture, startHistoryFixture } from './testing/historyFixture'

const A0 = testAddress(0)
const A3 = testAddress(3)
const A4 = testAddress(4)
const A5 = testAddress(5)
const SENDS = 25

describe.each(migratedTestDatabases)('history and NFT pages on %s', (_, open) => {
  let db: Database
  let fixture: HistoryFixture
  let app: FastifyInstance
  beforeAll(async () => {
    db = await open()
    fixture = await startHistoryFixture(db)
    const { chainA, chainB } = fixture
    for (let i = 1; i <= SENDS; i++) await chainA.sendEth(3, 4, `${i}.5`)
    // Every other account hands its 3 NFTs to account 0, on both chains; account 0 gives
    // token 1 of chain A to account 5.
    for (const chain of [chainA, chainB]) {
      for (let holder = 1; holder < testAddresses.length; holder++) {
        for (let k = 1; k <= 3; k++) await chain.transferNft(holder, 0, BigInt(holder * 3 + k))
      }
    }
    await chainA.transferNft(0, 5, 1n)
    await fixture.indexer.catchUp()
    app = await fixture.app()
  }, 120_000)
  afterAll(async () => {
    await fixture?.stop()
    await db?.close()
  })

  const get = async (url: string) => {
    const response = await app.inject({ url })
    expect(response.statusCode).toBe(200)
    return response.json() as unknown
  }

  it('pages the history by HISTORY_PAGE_SIZE with a cursor, next null at the end', async () => {
    const url = (cursor?: string) =>
      `/v1/account/${A4}/history?chainId=eip155:31337${cursor ? `&cursor=${cursor}` : ''}`
    const first = historyResponseSchema.parse(await get(url()))
    expect(first.data).toHaveLength(HISTORY_PAGE_SIZE)
    expect(first.next).toEqual(expect.any(String))
    const second = historyResponseSchema.parse(await get(url(first.next ?? '')))
    // 25 receives, the 3 mints of the dev contracts and its 3 NFT hand-overs.
    expect(second.data).toHaveLength(SENDS + 3 + 3 - HISTORY_PAGE_SIZE)
    expect(second.next).toBeNull()
    const all = [...first.data, ...second.data]
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length)
    const amounts = all
      .filter((entry) => entry.metadata.operationType === 'receive')
      .map((entry) => entry.transfers[0]?.quantity.numeric)
    expect(amounts).toEqual(Array.from({ length: SENDS }, (_, i) => `${SENDS - i}.5`))
    const times = all.map((entry) => Date.parse(entry.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('pages across chains too', async () => {
    const first = historyResponseSchema.parse(await get(`/v1/account/${A3}/history`))
    const second = historyResponseSchema.parse(
      await get(`/v1/account/${A3}/history?cursor=${first.next}`),
    )
    const all = [...first.data, ...second.data]
    // 25 sends on chain A; the 3 mints and 3 NFT hand-overs on each chain.
    expect(all).toHaveLength(SENDS + (3 + 3) * 2)
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length)
    expect(second.next).toBeNull()
  })

  it('lists the NFTs an account holds now, by chain, contract and token id, in pages', async () => {
    const url = (cursor?: string) => `/v1/account/${A0}/nfts${cursor ? `?cursor=${cursor}` : ''}`
    const first = nftsResponseSchema.parse(await get(url()))
    expect(first.data).toHaveLength(NFTS_PAGE_SIZE)
    const second = nftsResponseSchema.parse(await get(url(first.next ?? '')))
    expect(second.next).toBeNull()
    const all = [...first.data, ...second.data]
    const ids = (chainId: string) =>
      all.filter((nft) => nft.chainId === chainId).map((nft) => Number(nft.tokenId))
    const upTo30 = Array.from({ length: 30 }, (_, i) => i + 1)
    expect(ids('eip155:31337')).toEqual(upTo30.filter((id) => id !== 1))
    expect(ids('eip155:31338')).toEqual(upTo30)
    const { chainA, metadata } = fixture
    expect(all[0]).toEqual({
      chainId: 'eip155:31337',
      contract: chainA.collectionAddress(),
      tokenId: '2',
      name: 'Foyer Collectible #2',
      collection: 'Foyer Collectibles',
      imageUrl: `${metadata.url}/images/31337/2.svg`,
    })
  })

  it('filters NFTs by chain, and names them by their collection when the metadata is missing', async () => {
    const { chainA } = fixture
    const collection = chainA.collectionAddress()
    const mine = nftsResponseSchema.parse(await get(`/v1/account/${A5}/nfts?chainId=eip155:31337`))
    // Account 5 gave its own 3 away and got token 1 of chain A.
    expect(mine).toEqual({
      data: [
        {
          chainId: 'eip155:31337',
          contract: collection,
          tokenId: '1',
          name: 'Foyer Collectible #1',
          collection: 'Foyer Collectibles',
          imageUrl: `${fixture.metadata.url}/images/31337/1.svg`,
        },
      ],
      next: null,
    })
    await fixture.metadata.close()
    const offline = await fixture.app()
    const response = await offline.inject({ url: `/v1/account/${A5}/nfts?chainId=eip155:31338` })
    expect(response.json()).toEqual({
      data: [],
      next: null,
    })
    const gone = await offline.inject({ url: `/v1/account/${A5}/nfts?chainId=eip155:31337` })
    expect(nftsResponseSchema.parse(gone.json()).data[0]).toMatchObject({
      name: 'Foyer Collectibles #1',
      imageUrl: null,
    })
  })

  it('refuses a bad address, chain or cursor with a 400', async () => {
    for (const url of [
      '/v1/account/0xnope/nfts',
      `/v1/account/${A0}/nfts?chainId=eip155:1`,
      `/v1/account/${A0}/nfts?cursor=bad!`,
    ]) {
      expect((await app.inject({ url })).statusCode).toBe(400)
    }
  })
})
