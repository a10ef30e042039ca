import { balanceResponseSchema, type ChainDeployment, type TokenDeployment } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { parseEther, parseUnits, zeroAddress } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../app/createApp'
import { createProject } from '../../projects/createProject'
import type { Project } from '../../projects/project'
import type { Database } from '../../store/database'
import { migratedPglite } from '../../test/migratedPglite'
import { freePort } from '../../test/postgresCluster'
import { projectQuery } from '../../test/projectQuery'
import { testConfig } from '../../test/testConfig'
import { createChainRegistry } from '../chainRegistry'
import { type DevChain, startDevChain, testAccount } from '../test/devChain'
import { countingRpcProxy, type TestRpcServer } from '../test/testRpcServer'

const HOLDER = testAccount(1)
const SENDER = testAccount(2)
/** An address that holds nothing until a test sends it something; each test its own. */
let fresh = 0x1000
const freshAddress = () => `0x${(fresh++).toString(16).padStart(40, '0')}` as const
/** A "token" at an address without code: its balanceOf answers nothing. */
const GHOST: TokenDeployment = {
  address: '0x00000000000000000000000000000000000000aa',
  name: 'Ghost',
  symbol: 'GHOST',
  decimals: 18,
}

let db: Database
let dev: DevChain
/** Counts the requests that reach anvil. */
let node: TestRpcServer & { close(): Promise<void> }
let app: FastifyInstance
let project: Project
let clock = new Date('2026-01-01T00:00:00Z')
/** Chain 31338 (the same anvil): its token list and oracle change per test. */
let chainB: ChainDeployment

beforeAll(async () => {
  ;[db, dev] = await Promise.all([migratedPglite(), startDevChain()])
  node = await countingRpcProxy(dev.rpcUrl)
  const deadNode = `http://127.0.0.1:${await freePort()}`
  const registry = createChainRegistry({
    chains: [
      { chainId: 31337, rpcUrl: node.url },
      { chainId: 31338, rpcUrl: node.url },
      { chainId: 31339, rpcUrl: deadNode },
    ],
    deployments: async () => ({
      chains: [dev.deployment, chainB, { ...dev.deployment, chainId: 31339 }],
    }),
    // Tests redeploy chain B (its tokens and oracle) and expect it seen at once.
    recheckMs: 0,
  })
  app = await createApp(testConfig(), { db, now: () => clock, chain: { registry } })
  project = await createProject(db, { name: 'Shop' })
})
afterAll(async () => {
  await app.close()
  await Promise.all([node.close(), dev.stop(), db.close()])
})
beforeEach(() => {
  node.requests.length = 0
  chainB = { ...dev.deployment, chainId: 31338, priceOracle: undefined }
})

const tokenAddress = (symbol: string) => {
  const token = dev.deployment.tokens.find((entry) => entry.symbol === symbol)
  if (!token) throw new Error(`no ${symbol}`)
  return token.address
}

async function request(address: string, params: Record<string, string> = {}) {
  const query = projectQuery(project.id, { chainId: 'eip155:31337', currency: 'usd', ...params })
  return app.inject({ method: 'GET', url: `/v1/account/${address}/balance${query}` })
}

async function balances(address: string, params: Record<string, string> = {}) {
  const response = await request(address, params)
  expect(response.statusCode, response.body).toBe(200)
  return balanceResponseSchema.parse(response.json()).balances
}

const icon = (symbol: string) =>
  `http://localhost:8787/public/getTokenImage/${symbol}${projectQuery(project.id)}`

describe('GET /v1/account/{address}/balance', () => {
  it('lists the native coin and each token held, priced by the chain’s oracle', async () => {
    expect(await balances(HOLDER.address)).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: 30_000_000,
        price: 3000,
        quantity: { decimals: '18', numeric: '10000' },
        iconUrl: icon('ETH'),
      },
      {
        name: 'Foyer USD',
        symbol: 'FUSD',
        chainId: 'eip155:31337',
        address: `eip155:31337:${tokenAddress('FUSD')}`,
        value: 10_000,
        price: 1,
        quantity: { decimals: '6', numeric: '10000' },
        iconUrl: icon('FUSD'),
      },
      {
        name: 'Foyer Token',
        symbol: 'FOY',
        chainId: 'eip155:31337',
        address: `eip155:31337:${tokenAddress('FOY')}`,
        value: 2_500,
        price: 0.25,
        quantity: { decimals: '18', numeric: '10000' },
        iconUrl: icon('FOY'),
      },
    ])
  })

  it('reads with one getBalance and one multicall, plus one for prices not read lately', async () => {
    await balances(freshAddress(), { forceUpdate: 'true' })
    expect(node.methods().sort()).toEqual(['eth_call', 'eth_call', 'eth_getBalance'])
    node.requests.length = 0
    // The same assets' prices, read within PRICE_CACHE_MS: not asked again.
    await balances(freshAddress())
    expect(node.methods().sort()).toEqual(['eth_call', 'eth_getBalance'])
  })

  it('shows real transfers to an empty account exactly, leaving out tokens it lacks', async () => {
    const receiver = freshAddress()
    await dev.sendEther(SENDER, receiver, parseEther('1.5'))
    await dev.sendToken(SENDER, tokenAddress('FUSD'), receiver, parseUnits('12.345678', 6))
    expect(await balances(receiver)).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        price: 3000,
        value: 4500,
        quantity: { decimals: '18', numeric: '1.5' },
      }),
      expect.objectContaining({
        symbol: 'FUSD',
        price: 1,
        value: 12.345678,
        quantity: { decimals: '6', numeric: '12.345678' },
      }),
    ])
  })

  it('always lists the native coin, even at zero', async () => {
    expect(await balances(freshAddress())).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        value: 0,
        quantity: { decimals: '18', numeric: '0' },
      }),
    ])
  })

  it('prices in the requested currency, in any case', async () => {
    const [eth] = await balances(HOLDER.address, { currency: 'EUR' })
    expect(eth).toMatchObject({ symbol: 'ETH', price: 2760, value: 27_600_000 })
  })

  it('serves the icon URLs it gives', async () => {
    const [eth] = await balances(HOLDER.address)
    const url = new URL(eth?.iconUrl ?? '')
    const image = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/)
  })

  it('answers a kept balance as JSON with the icon URLs of each project that asks', async () => {
    const other = await createProject(db, { name: 'Other shop' })
    const first = await request(HOLDER.address)
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8')
    const [eth] = balanceResponseSchema.parse(first.json()).balances
    expect(eth?.iconUrl).toBe(icon('ETH'))
    const query = projectQuery(other.id, { chainId: 'eip155:31337', currency: 'usd' })
    const theirs = await app.inject({ url: `/v1/account/${HOLDER.address}/balance${query}` })
    const [theirEth] = balanceResponseSchema.parse(theirs.json()).balances
    expect(theirEth?.iconUrl).toBe(
      `http://localhost:8787/public/getTokenImage/ETH${projectQuery(other.id)}`,
    )
    expect({ ...theirEth, iconUrl: '' }).toEqual({ ...eth, iconUrl: '' })
    expect((await request(HOLDER.address)).body).toBe(first.body)
  })

  it('keeps an answer 5 minutes; forceUpdate=true reads the node again', async () => {
    const receiver = freshAddress()
    await dev.sendEther(SENDER, receiver, parseEther('1'))
    expect((await balances(receiver))[0]?.quantity.numeric).toBe('1')
    await dev.sendEther(SENDER, receiver, parseEther('2'))
    await dev.setPrice(zeroAddress, 'usd', parseUnits('3100', 8))
    try {
      node.requests.length = 0
      // Cached: the node is not asked, the answer is the old one.
      expect((await balances(receiver))[0]).toMatchObject({ price: 3000, value: 3000 })
      expect(node.requests).toEqual([])
      // Another spelling of the same address is the same entry.
      await balances(receiver.toUpperCase().replace('0X', '0x'))
      expect(node.requests).toEqual([])
      // forceUpdate reads again, prices included, and replaces the kept answer.
      const forced = await balances(receiver, { forceUpdate: 'true' })
      expect(forced[0]).toMatchObject({ price: 3100, value: 9300, quantity: { numeric: '3' } })
      expect(node.methods().sort()).toEqual(['eth_call', 'eth_call', 'eth_getBalance'])
      node.requests.length = 0
      expect((await balances(receiver))[0]).toMatchObject({ value: 9300 })
      expect(await balances(receiver, { forceUpdate: 'false' })).toHaveLength(1)
      expect(node.requests).toEqual([])
    } finally {
      await dev.setPrice(zeroAddress, 'usd', parseUnits('3000', 8))
    }
  })

  it('reads again once the default cache lifetime has passed', async () => {
    const receiver = freshAddress()
    await balances(receiver)
    node.requests.length = 0
    clock = new Date(clock.getTime() + 5 * 60_000 - 1)
    await balances(receiver)
    expect(node.requests).toEqual([])
    clock = new Date(clock.getTime() + 1)
    await balances(receiver)
    expect(node.requests).not.toEqual([])
  })

  it('keeps answers per currency', async () => {
    const receiver = freshAddress()
    await balances(receiver)
    node.requests.length = 0
    await balances(receiver, { currency: 'eur' })
    expect(node.requests).not.toEqual([])
  })

  it('accepts a bare chain id', async () => {
    const [eth] = await balances(HOLDER.address, { chainId: '31337' })
    expect(eth?.chainId).toBe('eip155:31337')
  })
})

describe('GET /v1/account/{address}/balance without prices', () => {
  it('gives price and value 0 on a chain without an oracle', async () => {
    const list = await balances(HOLDER.address, { chainId: 'eip155:31338' })
    expect(list.map(({ symbol, price, value }) => ({ symbol, price, value }))).toEqual([
      { symbol: 'ETH', price: 0, value: 0 },
      { symbol: 'FUSD', price: 0, value: 0 },
      { symbol: 'FOY', price: 0, value: 0 },
    ])
    expect(list[0]?.chainId).toBe('eip155:31338')
  })

  it('answers unpriced when the oracle fails, and does not keep that answer', async () => {
    chainB = { ...chainB, priceOracle: '0x00000000000000000000000000000000000000bB' }
    const receiver = freshAddress()
    const list = await balances(receiver, { chainId: 'eip155:31338' })
    expect(list).toEqual([expect.objectContaining({ symbol: 'ETH', price: 0, value: 0 })])
    node.requests.length = 0
    await balances(receiver, { chainId: 'eip155:31338' })
    expect(node.requests).not.toEqual([])
  })

  it('leaves out a listed token that answers no balance', async () => {
    chainB = { ...chainB, tokens: [GHOST, ...dev.deployment.tokens] }
    const list = await balances(HOLDER.address, { chainId: 'eip155:31338', forceUpdate: 'true' })
    expect(list.map((entry) => entry.symbol)).toEqual(['ETH', 'FUSD', 'FOY'])
  })
})

describe('GET /v1/account/{address}/balance refusals', () => {
  async function refused(address: string, params: Record<string, string>, status = 400) {
    const response = await request(address, params)
    expect(response.statusCode).toBe(status)
    return response.json()
  }

  it.each(['eip155:1', 'eip155:999', '10', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])(
    'answers chainId=%s with 400 Unsupported chain',
    async (chainId) => {
      expect(await refused(HOLDER.address, { chainId })).toEqual({
        error: { code: 'UNSUPPORTED_CHAIN', message: 'Unsupported chain' },
      })
    },
  )

  it.each([
    [{ chainId: '' }, 'chainId is required: a CAIP-2 network id such as eip155:1, or a chain id'],
    [
      { chainId: 'eip155' },
      'chainId must be a CAIP-2 network id such as eip155:1, or a chain id, got "eip155"',
    ],
    [{ currency: 'gbp' }, 'currency: Unsupported currency: expected one of usd, eur, got "gbp"'],
    [{ forceUpdate: 'yes' }, 'forceUpdate must be true or false, got "yes"'],
  ])('answers %j with 400 INVALID_PARAMS', async (params, message) => {
    expect(await refused(HOLDER.address, params)).toEqual({
      error: { code: 'INVALID_PARAMS', message },
    })
  })

  it.each([
    '0x123',
    'vitalik.eth',
    '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    `${'0x'}${'g'.repeat(40)}`,
  ])('answers the address %s with 400 INVALID_PARAMS', async (address) => {
    expect(await refused(address, {})).toEqual({
      error: {
        code: 'INVALID_PARAMS',
        message: `address must be a 0x-prefixed 20-byte hex address (mixed case only with a valid checksum), got ${JSON.stringify(address)}`,
      },
    })
    expect(node.requests).toEqual([])
  })

  it('answers 502 BALANCE_UNAVAILABLE when the node cannot be reached', async () => {
    const body = await refused(HOLDER.address, { chainId: 'eip155:31339' }, 502)
    expect(body.error.code).toBe('BALANCE_UNAVAILABLE')
    expect(body.error.message).toMatch(/^Cannot read balances on eip155:31339: /)
  })
})
