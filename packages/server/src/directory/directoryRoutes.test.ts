import { getWalletsResponseSchema, walletEntrySchema } from '@foyer/protocol'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorHandlers } from '../http/errorHandlers'
import type { Database } from '../store/database'
import { migrate } from '../store/migrate'
import { testDatabases } from '../test/testDatabases'
import wallets from './data/wallets.json'
import { directoryRoutes } from './directoryRoutes'
import { importDirectory } from './importDirectory'
import { parseDirectory } from './parseDirectory'
import { searchKey } from './searchKey'
import { seedDirectory } from './seedDirectory'
import { testWallet } from './testWallet'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'

/** Served in this order; searching "wa" finds Wallace and WALLETX first (name prefix). */
const DIRECTORY = [
  testWallet('rainbow', { badge_type: 'certified', chains: ['eip155:1', 'eip155:10'] }),
  testWallet('safe-wallet'),
  testWallet('wallace', { chains: [SOLANA] }),
  testWallet('coinbase-wallet', { badge_type: 'certified', chains: ['eip155:8453'] }),
  testWallet('walletx', { name: 'WALLETX', chains: ['eip155:1', SOLANA] }),
  testWallet('etoile', { name: 'Étoile', chains: [BITCOIN] }),
]

function appWith(db: Database): FastifyInstance {
  const app = Fastify()
  errorHandlers(app)
  directoryRoutes(app, { db })
  return app
}

describe.each(testDatabases)('GET /getWallets on %s', (_, open) => {
  let db: Database
  let app: FastifyInstance
  beforeAll(async () => {
    db = await open()
    await migrate(db)
    await importDirectory(db, DIRECTORY)
    app = appWith(db)
  })
  afterAll(async () => {
    await app.close()
    await db.close()
  })

  async function get(query: string) {
    const response = await app.inject({ method: 'GET', url: `/getWallets${query}` })
    expect(response.statusCode).toBe(200)
    const body = getWalletsResponseSchema.parse(response.json())
    return { ids: body.data.map((wallet) => wallet.id), count: body.count, response }
  }

  async function rejected(query: string) {
    const response = await app.inject({ method: 'GET', url: `/getWallets${query}` })
    expect(response.statusCode).toBe(400)
    return response.json()
  }

  it('serves the first page in rank order, entries exactly as imported', async () => {
    const { response, count } = await get('')
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(response.body).toBe(`{"data":${JSON.stringify(DIRECTORY)},"count":6}`)
    expect(count).toBe(6)
  })

  it('ignores projectId, st, sv and unknown parameters', async () => {
    const query = `?projectId=${'0'.repeat(32)}&st=foyer&sv=0.0.0&colour=blue`
    expect((await get(query)).ids).toEqual(DIRECTORY.map((wallet) => wallet.id))
  })

  it('pages with entries, counting every match', async () => {
    expect(await get('?entries=2')).toMatchObject({ ids: ['rainbow', 'safe-wallet'], count: 6 })
    expect(await get('?entries=2&page=2')).toMatchObject({
      ids: ['wallace', 'coinbase-wallet'],
      count: 6,
    })
    expect(await get('?entries=4&page=2')).toMatchObject({ ids: ['walletx', 'etoile'], count: 6 })
  })

  it('answers a page past the end with no data and the count', async () => {
    expect(await get('?entries=2&page=4')).toMatchObject({ ids: [], count: 6 })
    expect(await get('?page=1000000&entries=100')).toMatchObject({ ids: [], count: 6 })
  })

  it('includes only the listed ids, in rank order, ignoring unknown ones', async () => {
    expect(await get('?include=walletx,nope,rainbow')).toMatchObject({
      ids: ['rainbow', 'walletx'],
      count: 2,
    })
  })

  it('excludes the listed ids', async () => {
    expect(await get('?exclude=rainbow,etoile,nope')).toMatchObject({
      ids: ['safe-wallet', 'wallace', 'coinbase-wallet', 'walletx'],
      count: 4,
    })
  })

  it('applies exclude after include', async () => {
    expect(await get('?include=rainbow,walletx&exclude=walletx')).toMatchObject({
      ids: ['rainbow'],
      count: 1,
    })
  })

  it('tolerates malformed lists', async () => {
    expect((await get('?include=%20walletx%20,,rainbow,&exclude=,')).ids).toEqual([
      'rainbow',
      'walletx',
    ])
  })

  it('finds wallets supporting any of the chains', async () => {
    expect(await get(`?chains=eip155:10,${SOLANA}`)).toMatchObject({
      ids: ['rainbow', 'wallace', 'walletx'],
      count: 3,
    })
    expect(await get('?chains=eip155:999')).toMatchObject({ ids: [], count: 0 })
  })

  it('searches names case-insensitively, name prefixes first, each group in rank order', async () => {
    expect(await get('?search=wa')).toMatchObject({
      ids: ['wallace', 'walletx', 'safe-wallet', 'coinbase-wallet'],
      count: 4,
    })
    expect(await get('?search=WA&entries=3&page=2')).toMatchObject({
      ids: ['coinbase-wallet'],
      count: 4,
    })
  })

  it('trims the search and folds non-ASCII case', async () => {
    expect((await get('?search=%20%20%C3%89TO%20')).ids).toEqual(['etoile'])
    expect((await get('?search=%C3%A9toile')).ids).toEqual(['etoile'])
  })

  it('matches search text literally (no wildcards)', async () => {
    for (const term of ['%25', '_', '%5C', 'w%25t']) {
      expect(await get(`?search=${term}`)).toMatchObject({ ids: [], count: 0 })
    }
  })

  it('filters by badge_type', async () => {
    expect((await get('?badge_type=certified')).ids).toEqual(['rainbow', 'coinbase-wallet'])
    expect((await get('?badge_type=none')).count).toBe(4)
  })

  it('combines every filter', async () => {
    const query = '?search=wallet&badge_type=none&chains=eip155:1&exclude=safe-wallet'
    expect(await get(query)).toMatchObject({ ids: ['walletx'], count: 1 })
  })

  it.each([
    ['?entries=0', 'entries must be an integer from 1 to 100, got "0"'],
    ['?entries=101', 'entries must be an integer from 1 to 100, got "101"'],
    ['?page=0', 'page must be an integer from 1 to 1000000, got "0"'],
    ['?page=abc', 'page must be an integer from 1 to 1000000, got "abc"'],
    ['?page=1&page=2', 'page must be given once'],
    ['?chains=eip155:1,mainnet', 'chains: "mainnet" is not a CAIP-2 network id such as eip155:1'],
    [`?search=${'w'.repeat(101)}`, 'search must be at most 100 characters'],
    ['?badge_type=gold', 'badge_type must be one of none, certified, got "gold"'],
  ])('answers %s with 400 INVALID_PARAMS', async (query, message) => {
    expect(await rejected(query)).toEqual({ error: { code: 'INVALID_PARAMS', message } })
  })
})

describe.each(testDatabases)('GET /getWallets with the shipped directory on %s', (_, open) => {
  let db: Database
  let app: FastifyInstance
  const shipped = parseDirectory(wallets)
  beforeAll(async () => {
    db = await open()
    await migrate(db)
    await seedDirectory(db)
    app = appWith(db)
  })
  afterAll(async () => {
    await app.close()
    await db.close()
  })

  const get = async (query: string) =>
    getWalletsResponseSchema.parse(
      (await app.inject({ method: 'GET', url: `/getWallets${query}` })).json(),
    )

  it('serves pages of 40 in the order of wallets.json', async () => {
    const first = await get('?page=1')
    const second = await get('?page=2')
    expect(first.count).toBe(shipped.length)
    expect([...first.data, ...second.data]).toEqual(shipped)
    expect(first.data).toHaveLength(40)
  })

  it.each(['wa', 'Wallet', 'co', 'x', 'zz'])('searches %j as the reference does', async (term) => {
    const key = searchKey(term)
    const matches = shipped.filter((wallet) => searchKey(wallet.name).includes(key))
    const prefix = matches.filter((wallet) => searchKey(wallet.name).startsWith(key))
    const expected = [...prefix, ...matches.filter((wallet) => !prefix.includes(wallet))]
    const body = await get(`?search=${term}&entries=100`)
    expect(body.data.map((wallet) => wallet.id)).toEqual(expected.map((wallet) => wallet.id))
    expect(body.count).toBe(expected.length)
  })

  it('serves entries that each parse on their own', async () => {
    const body = await get('?entries=100')
    expect(body.data.filter((entry) => !walletEntrySchema.safeParse(entry).success)).toEqual([])
  })
})

describe.each(testDatabases)('GET /getWallets failures on %s', (_, open) => {
  it('answers an empty directory with no data', async () => {
    const db = await open()
    await migrate(db)
    const app = appWith(db)
    try {
      const response = await app.inject({ method: 'GET', url: '/getWallets?search=meta' })
      expect(response.json()).toEqual({ data: [], count: 0 })
    } finally {
      await app.close()
      await db.close()
    }
  })

  it('answers a database failure with a JSON 500', async () => {
    const db = await open()
    const app = appWith(db)
    try {
      const response = await app.inject({ method: 'GET', url: '/getWallets' })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({
        error: { code: 'INTERNAL_ERROR', message: 'Internal server error' },
      })
    } finally {
      await app.close()
      await db.close()
    }
  })
})
