import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import type { ChainRegistry, RegisteredChain } from '../chain/chainRegistry'
import type { PriceSource } from '../chain/prices/priceSource'
import { createProject } from '../projects/createProject'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'

/**
 * The on-ramp routes' parameters, shapes and errors, the limits (refused before any price is
 * read), the spec's fallbacks (the sample options, the mocked quote), the providers offered by
 * configuration, and the restricted timezones. The sandbox's delivery on a real chain is in
 * sandbox/sandboxFlow.test.ts.
 */
const FUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const BUYER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chain: RegisteredChain = {
  chainId: 31337,
  caipNetworkId: 'eip155:31337',
  name: 'Foyer dev chain A',
  rpcUrl: 'http://127.0.0.1:9',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  tokens: [{ address: FUSD, name: 'Foyer USD', symbol: 'FUSD', decimals: 6 }],
  priceOracle: undefined,
  collectibles: [],
  bundlerUrl: undefined,
  smartAccounts: undefined,
  swap: undefined,
}
const registry: ChainRegistry = {
  list: async () => [chain],
  get: async (chainId) => (chainId === 31337 ? chain : undefined),
}
/** Prices read, so that a test can see none was. */
let pricesRead = 0
let pricesFail = false
const prices: PriceSource = {
  prices: async (_chain, assets, currency) => {
    pricesRead += 1
    if (pricesFail) throw new Error('oracle down')
    const table: Record<string, number> = {
      native: currency === 'usd' ? 3000 : 2760,
      [FUSD.toLowerCase()]: 1,
    }
    return new Map(assets.flatMap((asset) => (table[asset] ? [[asset, table[asset]]] : [])))
  },
}

let db: Database
let projectId: string
const apps: FastifyInstance[] = []
const appWith = async (env: Record<string, string>) => {
  const app = await createApp(testConfig({ RATE_LIMIT_PER_MINUTE: '0', ...env }), {
    db,
    chain: { registry, priceSource: prices },
  })
  apps.push(app)
  return app
}
let sandbox: FastifyInstance
let bare: FastifyInstance
let keyed: FastifyInstance
let restricted: FastifyInstance

beforeAll(async () => {
  db = await migratedPglite()
  projectId = (await createProject(db, { name: 'Buy shop' })).id
  sandbox = await appWith({})
  bare = await appWith({ FOYER_DEV_MODE: 'false' })
  keyed = await appWith({
    FOYER_DEV_MODE: 'false',
    MOONPAY_API_KEY: 'pk_test_abc',
    MOONPAY_SECRET_KEY: 'sk_test_def',
    RAMP_HOST_API_KEY: 'ramp_host_key',
  })
  restricted = await appWith({ ONRAMP_RESTRICTED_TIMEZONES: 'default' })
})
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()))
  await db?.close()
})

const call = async (
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  query: Record<string, string> = {},
) => {
  const response = await app.inject({
    method,
    url: `${path}${projectQuery(projectId, query)}`,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  })
  return { status: response.statusCode, body: response.json() }
}
const quote = (
  app: FastifyInstance,
  body: Record<string, unknown>,
  query?: Record<string, string>,
) => call(app, 'POST', '/v1/onramp/quote', body, query)
const url = (app: FastifyInstance, body: Record<string, unknown>, query?: Record<string, string>) =>
  call(app, 'POST', '/v1/generators/onrampurl', body, query)
const purchase = {
  fiatAmount: '100',
  fiatCurrency: 'USD',
  paymentMethod: 'card',
  network: 'eip155:31337',
  token: 'FUSD',
}

describe('on-ramp routes', () => {
  it('refuses bodies that are not the contract with 400 INVALID_PARAMS, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...purchase, fiatAmount: '10.123' }, 'fiatAmount'],
      [{ ...purchase, fiatAmount: 100 }, 'fiatAmount'],
      [{ ...purchase, fiatAmount: '-5' }, 'fiatAmount'],
      [{ ...purchase, fiatCurrency: 'GBP' }, 'fiatCurrency: expected one of USD, EUR'],
      [{ ...purchase, paymentMethod: 'cash' }, 'paymentMethod: expected one of card, bank'],
      [{ ...purchase, network: 'ethereum' }, 'network'],
      [{ ...purchase, token: '' }, 'token'],
      [{}, 'fiatAmount'],
    ]
    for (const [body, words] of cases) {
      const answer = await quote(sandbox, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.error.code).toBe('INVALID_PARAMS')
      expect(answer.body.error.message).toContain(words)
    }
    const noAddress = await url(sandbox, { ...purchase, provider: 'foyer-sandbox' })
    expect(noAddress.body.error).toMatchObject({ code: 'INVALID_PARAMS' })
    expect(noAddress.body.error.message).toContain('address')
    const badRedirect = await url(sandbox, {
      ...purchase,
      provider: 'foyer-sandbox',
      address: BUYER,
      redirectUrl: 'javascript:alert(1)',
    })
    expect(badRedirect.body.error.message).toContain('redirectUrl')
  })

  it('refuses an amount outside the limits before any price is read, saying the limit', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { fiatAmount: '9.99' },
        'ONRAMP_AMOUNT_TOO_LOW',
        'The least you can buy by card is 10.00 USD',
      ],
      [
        { fiatAmount: '7500.01' },
        'ONRAMP_AMOUNT_TOO_HIGH',
        'The most you can buy by card is 7500.00 USD',
      ],
      [
        { fiatAmount: '25000.01', paymentMethod: 'bank', fiatCurrency: 'EUR' },
        'ONRAMP_AMOUNT_TOO_HIGH',
        'The most you can buy by bank transfer is 25000.00 EUR',
      ],
      [{ fiatAmount: '0' }, 'ONRAMP_AMOUNT_TOO_LOW', 'The least you can buy by card is 10.00 USD'],
    ]
    for (const [change, code, message] of cases) {
      pricesRead = 0
      for (const answer of [
        await quote(sandbox, { ...purchase, ...change }),
        await url(sandbox, { ...purchase, ...change, provider: 'foyer-sandbox', address: BUYER }),
      ]) {
        expect(answer.status).toBe(400)
        expect(answer.body.error).toEqual({ code, message })
      }
      expect(pricesRead).toBe(0)
    }
    // The limits themselves may be bought.
    for (const change of [
      { fiatAmount: '10.00' },
      { fiatAmount: '7500' },
      { fiatAmount: '25000.00', paymentMethod: 'bank' },
    ]) {
      expect((await quote(sandbox, { ...purchase, ...change })).status).toBe(200)
    }
  })

  it('refuses a token or provider that does not serve the purchase', async () => {
    const doge = await quote(sandbox, { ...purchase, token: 'DOGE' })
    expect(doge).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'ONRAMP_TOKEN_UNAVAILABLE',
          message: 'DOGE cannot be bought on this network',
        },
      },
    })
    const otherChain = await quote(sandbox, { ...purchase, network: 'eip155:1', token: 'ETH' })
    expect(otherChain.body.error.code).toBe('ONRAMP_TOKEN_UNAVAILABLE')
    const unknown = await url(sandbox, { ...purchase, provider: 'nobody', address: BUYER })
    expect(unknown).toMatchObject({
      status: 400,
      body: { error: { code: 'ONRAMP_PROVIDER_UNAVAILABLE' } },
    })
  })

  it('quotes the token by symbol, address or native, any case', async () => {
    for (const token of ['fusd', FUSD.toLowerCase()]) {
      const answer = await quote(sandbox, { ...purchase, token })
      expect(answer.body).toMatchObject({
        cryptoAmount: '98',
        token: { symbol: 'FUSD' },
        estimate: false,
      })
    }
    const native = await quote(sandbox, { ...purchase, token: 'native', fiatAmount: '3000' })
    expect(native.body).toMatchObject({
      cryptoAmount: '0.98',
      fees: { provider: '60.00', total: '60.00' },
    })
  })

  it('falls back to the mocked quote, labelled an estimate, when the provider cannot quote', async () => {
    pricesFail = true
    try {
      const answer = await quote(sandbox, { ...purchase, token: 'ETH', fiatAmount: '3000' })
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({
        provider: 'foyer-sandbox',
        estimate: true,
        price: '3000',
      })
      // No page to pay at a price the sandbox could not read.
      const generated = await url(sandbox, {
        ...purchase,
        provider: 'foyer-sandbox',
        address: BUYER,
      })
      expect(generated).toMatchObject({
        status: 503,
        body: { error: { code: 'ONRAMP_PROVIDER_UNAVAILABLE' } },
      })
    } finally {
      pricesFail = false
    }
  })

  it('without any provider: the sample options, a mocked quote, no URL', async () => {
    const options = await call(bare, 'GET', '/v1/onramp/options')
    expect(options.status).toBe(200)
    expect(options.body.sample).toBe(true)
    expect(options.body.providers.map((provider: { id: string }) => provider.id)).toEqual([
      'sample-provider-a',
      'sample-provider-b',
    ])
    for (const provider of options.body.providers) expect(provider.feeRange).toEqual([1, 2])
    expect(
      options.body.providers[0].networks.map((n: { chainName: string }) => n.chainName),
    ).toEqual([
      'ethereum',
      'arbitrum',
      'polygon',
      'berachain',
      'avalanche-c-chain',
      'optimism',
      'celo',
      'base',
    ])
    const mocked = await quote(bare, {
      ...purchase,
      network: 'eip155:1',
      token: 'ETH',
      fiatAmount: '3000',
    })
    expect(mocked).toMatchObject({
      status: 200,
      body: { provider: 'sample-provider-a', estimate: true, cryptoAmount: '0.98', price: '3000' },
    })
    const generated = await url(bare, {
      ...purchase,
      network: 'eip155:1',
      token: 'ETH',
      provider: 'sample-provider-a',
      address: BUYER,
    })
    expect(generated).toMatchObject({
      status: 400,
      body: { error: { code: 'ONRAMP_PROVIDER_UNAVAILABLE' } },
    })
  })

  it('offers the providers whose keys are set, and builds their URLs', async () => {
    const options = await call(keyed, 'GET', '/v1/onramp/options')
    expect(options.body.sample).toBe(false)
    expect(options.body.providers.map((provider: { id: string }) => provider.id)).toEqual([
      'moonpay',
      'ramp',
    ])
    const base = { ...purchase, network: 'eip155:8453', token: 'USDC', address: BUYER }
    const mocked = await quote(keyed, { ...base, provider: 'ramp' })
    expect(mocked.body).toMatchObject({ provider: 'ramp', estimate: true })
    const moonpay = await url(keyed, { ...base, provider: 'moonpay' })
    expect(moonpay.status).toBe(200)
    expect(moonpay.body.url).toMatch(
      /^https:\/\/buy-sandbox\.moonpay\.com\?apiKey=pk_test_abc&currencyCode=usdc_base&.*&signature=/,
    )
    expect(moonpay.body.url).not.toContain('sk_test_def')
    const ramp = await url(keyed, { ...base, provider: 'ramp' })
    expect(new URL(ramp.body.url).searchParams.get('swapAsset')).toBe('BASE_USDC')
    // The sandbox is off outside dev mode: its page is not served.
    expect(
      (await keyed.inject({ method: 'GET', url: `/onramp/sandbox/${'A'.repeat(24)}` })).statusCode,
    ).toBe(404)
  })

  it('refuses a restricted timezone on every route when switched on, and only then', async () => {
    const routes = [
      () => call(restricted, 'GET', '/v1/onramp/options', undefined, { tz: 'Asia/Shanghai' }),
      () => quote(restricted, purchase, { tz: 'asia/hong_kong' }),
      () =>
        url(
          restricted,
          { ...purchase, provider: 'foyer-sandbox', address: BUYER },
          { tz: 'Asia/Urumqi' },
        ),
    ]
    for (const run of routes) {
      expect(await run()).toMatchObject({
        status: 403,
        body: {
          error: {
            code: 'ONRAMP_RESTRICTED_REGION',
            message: 'Buying crypto is not available in your region',
          },
        },
      })
    }
    expect(
      (await call(restricted, 'GET', '/v1/onramp/options', undefined, { tz: 'Europe/Paris' }))
        .status,
    ).toBe(200)
    expect((await call(restricted, 'GET', '/v1/onramp/options')).status).toBe(200)
    expect(
      (await call(sandbox, 'GET', '/v1/onramp/options', undefined, { tz: 'Asia/Shanghai' })).status,
    ).toBe(200)
  })

  it('answers the history with onramp for an address without purchases, and refuses a bad cursor', async () => {
    const history = await call(sandbox, 'GET', `/v1/account/${BUYER}/history`, undefined, {
      onramp: 'true',
    })
    expect(history).toEqual({ status: 200, body: { data: [], next: null } })
    const bad = await call(sandbox, 'GET', `/v1/account/${BUYER}/history`, undefined, {
      onramp: 'true',
      cursor: 'abc',
    })
    expect(bad.body.error.code).toBe('INVALID_CURSOR')
  })
})
