import { fundOnrampTreasury } from '@foyer/devchain'
import {
  DEV_ONRAMP_TREASURY,
  type HistoryResponse,
  ONRAMP_PURCHASE_EXPIRY_MS,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { createPublicClient, erc20Abi, formatUnits, http, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app/createApp'
import { createChainRegistry } from '../../chain/chainRegistry'
import { type DevChain, startDevChain } from '../../chain/test/devChain'
import { createProject } from '../../projects/createProject'
import type { Database } from '../../store/database'
import { migratedPglite } from '../../test/migratedPglite'
import { projectQuery } from '../../test/projectQuery'
import { testConfig } from '../../test/testConfig'

/**
 * The sandbox on-ramp end to end on a real anvil with the dev contracts: generate the payment
 * page's URL, submit its form with a test card, see the tokens arrive on chain and the purchase
 * in the history's `onramp` answer; a declined card fails the purchase and moves nothing.
 */
const NETWORK = 'eip155:31337'
let db: Database
let chain: DevChain
let app: FastifyInstance
let projectId: string

beforeAll(async () => {
  ;[db, chain] = await Promise.all([migratedPglite(), startDevChain()])
  await fundOnrampTreasury(chain.rpcUrl, chain.deployment.tokens)
  const registry = createChainRegistry({
    chains: [{ chainId: 31337, rpcUrl: chain.rpcUrl }],
    deployments: async () => ({ chains: [chain.deployment] }),
  })
  app = await createApp(testConfig({ RATE_LIMIT_PER_MINUTE: '0' }), { db, chain: { registry } })
  await app.ready()
  projectId = (await createProject(db, { name: 'Buy shop' })).id
}, 60_000)
afterAll(async () => {
  await app?.close()
  await Promise.all([chain?.stop(), db?.close()])
})

const publicClient = () => createPublicClient({ transport: http(chain.rpcUrl) })
const token = (symbol: string) => {
  const found = chain.deployment.tokens.find((entry) => entry.symbol === symbol)
  if (!found) throw new Error(`no ${symbol}`)
  return found
}
const fusdOf = (address: `0x${string}`) =>
  publicClient().readContract({
    address: token('FUSD').address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

const post = async (path: string, body: unknown) => {
  const response = await app.inject({
    method: 'POST',
    url: `${path}${projectQuery(projectId)}`,
    payload: body as Record<string, unknown>,
  })
  return { status: response.statusCode, body: response.json() }
}

/** `POST /v1/generators/onrampurl`: the sandbox's payment page for `buyer` on the dev chain. */
const generateSandboxUrl = (buyer: string, purchase: Record<string, string>) =>
  post('/v1/generators/onrampurl', {
    provider: 'foyer-sandbox',
    network: NETWORK,
    address: buyer,
    ...purchase,
  })

/** A new visitor's address, holding nothing. */
const visitor = () => privateKeyToAccount(generatePrivateKey()).address

const pay = (url: string, number: string) =>
  app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ number }).toString(),
  })

const history = async (address: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/v1/account/${address}/history${projectQuery(projectId, { onramp: 'true', chainId: NETWORK })}`,
  })
  expect(response.statusCode).toBe(200)
  return response.json() as HistoryResponse
}

describe('the sandbox on-ramp', () => {
  it('lists the dev chain and its coin and tokens in the options', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/v1/onramp/options${projectQuery(projectId)}`,
    })
    expect(response.statusCode).toBe(200)
    const { providers, sample } = response.json()
    expect(sample).toBe(false)
    expect(providers.map((provider: { id: string }) => provider.id)).toEqual(['foyer-sandbox'])
    const [sandbox] = providers
    expect(sandbox).toMatchObject({
      sandbox: true,
      feeRange: [1, 2],
      fiatCurrencies: ['USD', 'EUR'],
    })
    expect(sandbox.paymentMethods).toEqual([
      {
        id: 'card',
        name: 'Card',
        limits: { USD: { min: '10.00', max: '7500.00' }, EUR: { min: '10.00', max: '7500.00' } },
      },
      {
        id: 'bank',
        name: 'Bank account',
        limits: { USD: { min: '10.00', max: '25000.00' }, EUR: { min: '10.00', max: '25000.00' } },
      },
    ])
    const network = sandbox.networks.find((entry: { network: string }) => entry.network === NETWORK)
    expect(network.tokens.map((entry: { symbol: string }) => entry.symbol)).toEqual([
      'ETH',
      'FUSD',
      'FOY',
    ])
  })

  it('quotes at the oracle price after its fee: 100 USD by card is 98 FUSD, 100 EUR by bank 99/2760 ETH', async () => {
    const fusd = await post('/v1/onramp/quote', {
      fiatAmount: '100',
      fiatCurrency: 'USD',
      paymentMethod: 'card',
      network: NETWORK,
      token: 'FUSD',
    })
    expect(fusd.status).toBe(200)
    expect(fusd.body).toMatchObject({
      provider: 'foyer-sandbox',
      cryptoAmount: '98',
      price: '1',
      fees: { provider: '2.00', network: '0.00', total: '2.00' },
      estimate: false,
      token: { symbol: 'FUSD', decimals: 6, address: token('FUSD').address },
    })
    const eth = await post('/v1/onramp/quote', {
      fiatAmount: '100.00',
      fiatCurrency: 'EUR',
      paymentMethod: 'bank',
      network: NETWORK,
      token: 'native',
    })
    expect(eth.status).toBe(200)
    expect(eth.body.cryptoAmount).toBe(formatUnits((99n * 10n ** 18n) / 2760n, 18))
    expect(eth.body.fees.provider).toBe('1.00')
  })

  it('pays with the test card: the tokens arrive on chain and the history lists the completed purchase', async () => {
    const buyer = visitor()
    const generated = await generateSandboxUrl(buyer, {
      fiatAmount: '50',
      fiatCurrency: 'USD',
      paymentMethod: 'card',
      token: 'FUSD',
      redirectUrl: 'http://localhost:5173/?bought=1&x="<b>',
    })
    expect(generated.status).toBe(200)
    expect(generated.body.url).toMatch(
      /^http:\/\/localhost:8787\/onramp\/sandbox\/[A-Za-z0-9_-]{24}$/,
    )
    expect(generated.body.purchaseId).toBe(generated.body.url.split('/').at(-1))

    const page = await app.inject({ method: 'GET', url: new URL(generated.body.url).pathname })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(page.body).toContain('Sandbox: this page stands in for a card payment')
    expect(page.body).toContain('<label for="number">Card number</label>')
    expect(page.body).toContain(buyer)
    expect(page.body).toContain('49 FUSD')
    expect((await history(buyer)).data[0]?.onramp?.status).toBe('pending')

    const paid = await pay(generated.body.url, '4242 4242 4242 4242')
    expect(paid.statusCode).toBe(200)
    expect(paid.body).toContain('Payment succeeded')
    expect(paid.body).toContain(
      '<a href="http://localhost:5173/?bought=1&amp;x=&quot;&lt;b&gt;">Back to the app</a>',
    )
    expect(await fusdOf(buyer)).toBe(parseUnits('49', 6))

    const { data, next } = await history(buyer)
    expect(next).toBeNull()
    expect(data).toHaveLength(1)
    const [entry] = data
    expect(entry?.metadata).toMatchObject({
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: DEV_ONRAMP_TREASURY,
      sentTo: buyer,
      chain: NETWORK,
    })
    expect(entry?.transfers).toEqual([
      {
        fungible_info: { name: 'Foyer USD', symbol: 'FUSD' },
        direction: 'in',
        quantity: { numeric: '49' },
      },
    ])
    expect(entry?.onramp).toEqual({
      provider: 'foyer-sandbox',
      status: 'completed',
      fiatAmount: '50',
      fiatCurrency: 'USD',
      paymentMethod: 'card',
    })
    // The hash is the real transfer's, from the treasury.
    const receipt = await publicClient().getTransactionReceipt({
      hash: entry?.metadata.hash as `0x${string}`,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(DEV_ONRAMP_TREASURY.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(token('FUSD').address.toLowerCase())

    // Paid once: a second submit changes nothing.
    const again = await pay(generated.body.url, '4242424242424242')
    expect(again.statusCode).toBe(409)
    expect(await fusdOf(buyer)).toBe(parseUnits('49', 6))
  })

  it('delivers the chain coin by bank transfer with the test account', async () => {
    const buyer = visitor()
    const generated = await generateSandboxUrl(buyer, {
      fiatAmount: '30',
      fiatCurrency: 'USD',
      paymentMethod: 'bank',
      token: 'ETH',
    })
    expect(generated.status).toBe(200)
    const paid = await pay(generated.body.url, 'GB33BUKB20201555555555')
    expect(paid.statusCode).toBe(200)
    expect(await publicClient().getBalance({ address: buyer })).toBe((2970n * 10n ** 18n) / 300000n)
  })

  it('a declined card fails the purchase and moves nothing; an unknown number changes nothing', async () => {
    const buyer = visitor()
    const generated = await generateSandboxUrl(buyer, {
      fiatAmount: '20',
      fiatCurrency: 'EUR',
      paymentMethod: 'card',
      token: 'FUSD',
    })
    const unknown = await pay(generated.body.url, '1234')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.body).toContain('role="alert"')
    expect(unknown.body).toContain('Not a test number')
    expect((await history(buyer)).data[0]?.onramp?.status).toBe('pending')

    const declined = await pay(generated.body.url, '4000 0000 0000 0002')
    expect(declined.statusCode).toBe(402)
    expect(declined.body).toContain('The card was declined')
    expect(await fusdOf(buyer)).toBe(0n)
    const [entry] = (await history(buyer)).data
    expect(entry?.metadata.status).toBe('failed')
    expect(entry?.metadata.hash).toBe('')
    expect(entry?.onramp).toMatchObject({
      status: 'failed',
      failure: 'The card was declined: no money was taken and nothing was sent',
    })
    expect((await pay(generated.body.url, '4242 4242 4242 4242')).statusCode).toBe(409)
    expect(await fusdOf(buyer)).toBe(0n)
  })

  it('expires a purchase left unpaid for 30 minutes: its page says so and refuses payment', async () => {
    const buyer = visitor()
    const buy = () =>
      post('/v1/generators/onrampurl', {
        provider: 'foyer-sandbox',
        fiatAmount: '25',
        fiatCurrency: 'USD',
        paymentMethod: 'card',
        network: NETWORK,
        token: 'FUSD',
        address: buyer,
      })
    const [stale, fresh] = [await buy(), await buy()]
    /** Moves a purchase's creation back by `ms` (no waiting: the database holds the time). */
    const age = (purchaseId: string, ms: number) =>
      db.query(`UPDATE onramp_purchases SET created_at = created_at - $2::interval WHERE id = $1`, [
        purchaseId,
        `${ms / 1000} seconds`,
      ])
    await age(stale.body.purchaseId, ONRAMP_PURCHASE_EXPIRY_MS + 1_000)
    // A minute before the limit it is still open.
    await age(fresh.body.purchaseId, ONRAMP_PURCHASE_EXPIRY_MS - 60_000)

    const page = await app.inject({ method: 'GET', url: new URL(stale.body.url).pathname })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('This purchase has expired')
    expect(page.body).not.toContain('<form')
    const refused = await pay(stale.body.url, '4242 4242 4242 4242')
    expect(refused.statusCode).toBe(410)
    expect(refused.body).toContain('This purchase has expired')

    const open = await app.inject({ method: 'GET', url: new URL(fresh.body.url).pathname })
    expect(open.body).toContain('<form')

    const entries = (await history(buyer)).data
    const expired = entries.find((entry) => entry.id === stale.body.purchaseId)
    expect(expired?.metadata.status).toBe('failed')
    expect(expired?.onramp).toMatchObject({
      status: 'expired',
      failure: 'It was not paid within 30 minutes: nothing was taken and nothing was sent',
    })
    expect(entries.find((entry) => entry.id === fresh.body.purchaseId)?.onramp?.status).toBe(
      'pending',
    )
    expect(await fusdOf(buyer)).toBe(0n)

    // Still pending when the clock passes the limit: the payment is refused all the same.
    await age(fresh.body.purchaseId, 120_000)
    expect((await pay(fresh.body.url, '4242 4242 4242 4242')).statusCode).toBe(410)
    expect(await fusdOf(buyer)).toBe(0n)
  })

  it('answers 404 for a purchase that does not exist', async () => {
    for (const id of ['x', 'A'.repeat(24)]) {
      expect((await app.inject({ method: 'GET', url: `/onramp/sandbox/${id}` })).statusCode).toBe(
        404,
      )
      expect(
        (await pay(`http://localhost/onramp/sandbox/${id}`, '4242424242424242')).statusCode,
      ).toBe(404)
    }
  })
})
