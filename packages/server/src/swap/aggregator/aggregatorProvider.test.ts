import {
  AGGREGATOR_SWAP_PROVIDER,
  BUILTIN_SWAP_PROVIDER,
  NATIVE_TOKEN_ADDRESS,
  remoteConfigResponseSchema,
  swapAllowanceResponseSchema,
  swapBuildResponseSchema,
  swapQuoteResponseSchema,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import {
  type Address,
  createPublicClient,
  createTestClient,
  erc20Abi,
  type HDAccount,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
  publicActions,
  walletActions,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app/createApp'
import {
  type ChainRegistry,
  createChainRegistry,
  type RegisteredChain,
} from '../../chain/chainRegistry'
import { type DevChain, startDevChain, testAccount } from '../../chain/test/devChain'
import { ApiError } from '../../http/apiError'
import { createProject } from '../../projects/createProject'
import type { Database } from '../../store/database'
import { migratedPglite } from '../../test/migratedPglite'
import { projectQuery } from '../../test/projectQuery'
import { testConfig } from '../../test/testConfig'
import type { SwapProvider } from '../swapProvider'
import { swapProviders } from '../swapProviders'
import { type AggregatorStandIn, startAggregatorStandIn } from '../testing/aggregatorStandIn'
import { uniswapV2Provider } from '../uniswapV2Provider'
import { aggregatorProvider } from './aggregatorProvider'

/**
 * The aggregator adapter against a local stand-in of the 0x Swap API v2 subset
 * (testing/aggregatorStandIn.ts) that routes through the built-in provider on a real anvil with
 * the dev Uniswap V2 market: its quotes match the router's, what it builds really swaps within
 * the slippage, and a refused key or an aggregator that is down is a clear 502.
 */
const KEY = 'test-aggregator-key-5f1d'

let db: Database
let chain: DevChain
let registered: RegisteredChain
let registry: ChainRegistry
let client: PublicClient
let builtin: SwapProvider
let standIn: AggregatorStandIn
let adapter: SwapProvider
let fusd: Address
let foy: Address
let router: Address

beforeAll(async () => {
  ;[db, chain] = await Promise.all([migratedPglite(), startDevChain()])
  const { swap, tokens } = chain.deployment
  if (!swap || !tokens[0] || !tokens[1]) throw new Error('no market on the dev chain')
  ;[fusd, foy] = [tokens[0].address, tokens[1].address]
  router = swap.router
  registry = createChainRegistry({
    chains: [{ chainId: 31337, rpcUrl: chain.rpcUrl }],
    deployments: async () => ({ chains: [chain.deployment] }),
  })
  const found = await registry.get(31337)
  if (!found) throw new Error('dev chain not registered')
  registered = found
  client = createPublicClient({ transport: http(chain.rpcUrl) }) as PublicClient
  builtin = uniswapV2Provider(registered, client, router)
  standIn = await startAggregatorStandIn({
    provider: builtin,
    chainId: 31337,
    apiKey: KEY,
    spender: router,
  })
  adapter = aggregatorProvider(registered, client, { url: standIn.url, apiKey: KEY })
}, 60_000)
afterAll(async () => {
  await standIn?.close()
  await Promise.all([chain?.stop(), db?.close()])
})

const wallet = () =>
  createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl), pollingInterval: 50 })
    .extend(publicActions)
    .extend(walletActions)

const balanceOf = (token: Address, owner: Address) =>
  token === NATIVE_TOKEN_ADDRESS
    ? wallet().getBalance({ address: owner })
    : wallet().readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })

async function send(account: HDAccount, tx: { to: Address; data: string; value: string }) {
  const hash = await wallet().sendTransaction({
    account,
    chain: null,
    to: tx.to,
    data: tx.data as Hex,
    value: BigInt(tx.value),
  })
  const receipt = await wallet().waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt
}

/** The ApiError `promise` rejects with. */
async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('the aggregator adapter', () => {
  it('quotes what the router quotes through the stand-in, as the aggregator', async () => {
    const cases: [Address, Address, bigint][] = [
      [fusd, foy, parseUnits('100', 6)],
      [NATIVE_TOKEN_ADDRESS, fusd, parseEther('1')],
      [foy, NATIVE_TOKEN_ADDRESS, parseEther('250')],
    ]
    for (const [from, to, amount] of cases) {
      const [ours, theirs] = await Promise.all([
        builtin.quote({ from, to, amount }),
        adapter.quote({ from, to, amount }),
      ])
      expect(theirs).toMatchObject({
        from,
        to,
        fromAmount: amount.toString(),
        toAmount: ours.toAmount,
        route: ours.route,
        priceImpact: ours.priceImpact,
        provider: AGGREGATOR_SWAP_PROVIDER.id,
      })
    }
    expect(standIn.asked.filter((path) => path === '/swap/allowance-holder/price')).toHaveLength(3)
  })

  it('approves the contract it names and builds a swap that moves the balances as quoted', async () => {
    const account = testAccount(5)
    const amount = parseUnits('200', 6)
    const before = await adapter.allowance(fusd, account.address)
    expect(before.spender).toBe(router)
    await send(account, (await adapter.buildApprove(fusd, amount)).tx)
    expect((await adapter.allowance(fusd, account.address)).allowance).toBe(amount.toString())

    const quote = await adapter.quote({ from: fusd, to: foy, amount })
    const built = await adapter.buildTransaction({
      from: fusd,
      to: foy,
      amount,
      userAddress: account.address,
      slippage: 1,
    })
    expect(built.toAmount).toBe(quote.toAmount)
    expect(BigInt(built.toAmountMin)).toBe((BigInt(built.toAmount) * 99n) / 100n)
    const [fusdBefore, foyBefore] = await Promise.all([
      balanceOf(fusd, account.address),
      balanceOf(foy, account.address),
    ])
    await send(account, built.tx)
    const received = (await balanceOf(foy, account.address)) - foyBefore
    expect(fusdBefore - (await balanceOf(fusd, account.address))).toBe(amount)
    expect(received).toBeGreaterThanOrEqual(BigInt(built.toAmountMin))
    expect(received).toBe(BigInt(built.toAmount))
  })

  it('swaps the native coin with the value the transaction carries', async () => {
    const account = testAccount(6)
    const amount = parseEther('0.5')
    const built = await adapter.buildTransaction({
      from: NATIVE_TOKEN_ADDRESS,
      to: fusd,
      amount,
      userAddress: account.address,
      slippage: 0.5,
    })
    expect(built.tx.value).toBe(amount.toString())
    const before = await balanceOf(fusd, account.address)
    await send(account, built.tx)
    const received = (await balanceOf(fusd, account.address)) - before
    expect(received).toBeGreaterThanOrEqual(BigInt(built.toAmountMin))
    expect(received).toBe(BigInt(built.toAmount))
  })

  it('answers the API’s errors: no liquidity, the same token, the native coin’s approval', async () => {
    const nowhere = '0x00000000000000000000000000000000000000aa'
    expect(
      (await apiError(adapter.quote({ from: fusd, to: nowhere, amount: 1_000_000n }))).code,
    ).toBe('SWAP_NO_ROUTE')
    const same = await apiError(adapter.quote({ from: fusd, to: fusd, amount: 1_000_000n }))
    expect(same.code).toBe('SWAP_SAME_TOKEN')
    const native = await apiError(adapter.allowance(NATIVE_TOKEN_ADDRESS, testAccount(1).address))
    expect(native.code).toBe('SWAP_NATIVE_NEEDS_NO_APPROVAL')
  })

  it('a refused key is a 502 that names the setting, never the key, and is logged once', async () => {
    const warnings: string[] = []
    const wrongKey = 'wrong-key-0000'
    const refused = aggregatorProvider(registered, client, {
      url: standIn.url,
      apiKey: wrongKey,
      log: { warn: (message) => warnings.push(message) },
    })
    const error = await apiError(refused.quote({ from: fusd, to: foy, amount: 1_000_000n }))
    expect(error.statusCode).toBe(502)
    expect(error.code).toBe('SWAP_UNAVAILABLE')
    expect(error.message).toContain('refused this server’s API key (SWAP_AGGREGATOR_KEY)')
    expect(error.message).not.toContain(wrongKey)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('SWAP_AGGREGATOR_KEY')
    expect(warnings[0]).not.toContain(wrongKey)
  })

  it('an aggregator that is down or answers nonsense is a 502 SWAP_UNAVAILABLE', async () => {
    const down = aggregatorProvider(registered, client, {
      url: 'http://127.0.0.1:1',
      apiKey: KEY,
      timeoutMs: 2_000,
    })
    for (const call of [
      () => down.quote({ from: fusd, to: foy, amount: 1_000_000n }),
      () =>
        down.buildTransaction({
          from: fusd,
          to: foy,
          amount: 1_000_000n,
          userAddress: testAccount(1).address,
          slippage: 1,
        }),
      () => down.allowance(fusd, testAccount(1).address),
    ]) {
      const error = await apiError(call())
      expect({ status: error.statusCode, code: error.code }).toEqual({
        status: 502,
        code: 'SWAP_UNAVAILABLE',
      })
    }
    // Another server on the path: answers that are not the API's.
    const elsewhere = aggregatorProvider(registered, client, { url: chain.rpcUrl, apiKey: KEY })
    expect((await apiError(elsewhere.quote({ from: fusd, to: foy, amount: 1n }))).statusCode).toBe(
      502,
    )
  })
})

describe('the swap API with the aggregator configured', () => {
  let app: FastifyInstance
  let worse: AggregatorStandIn
  let projectId: string
  beforeAll(async () => {
    // Half a percent short of the router: the built-in provider's quote wins.
    worse = await startAggregatorStandIn({
      provider: builtin,
      chainId: 31337,
      apiKey: KEY,
      spender: router,
      shortfallBps: 50,
    })
    app = await createApp(
      testConfig({ SWAP_AGGREGATOR_URL: `${worse.url}/`, SWAP_AGGREGATOR_KEY: KEY }),
      { db, chain: { registry } },
    )
    projectId = (await createProject(db, { name: 'Aggregated' })).id
  }, 30_000)
  afterAll(async () => {
    await app?.close()
    await worse?.close()
  })
  const get = async (path: string, query: Record<string, string>) => {
    const response = await app.inject({
      method: 'GET',
      url: `${path}${projectQuery(projectId, query)}`,
    })
    return { status: response.statusCode, body: response.json() }
  }

  it('lists both providers in the remote config', async () => {
    const { body } = await get('/appkit/v1/config', {})
    const swaps = remoteConfigResponseSchema
      .parse(body)
      .features.find((feature) => feature.id === 'swaps')
    expect(swaps).toEqual({
      id: 'swaps',
      isEnabled: true,
      config: [BUILTIN_SWAP_PROVIDER, AGGREGATOR_SWAP_PROVIDER],
    })
  })

  it('quotes the provider that buys more, and builds through the provider the request names', async () => {
    const amount = parseUnits('100', 6).toString()
    const quoted = await get('/v1/convert/quotes', {
      chainId: 'eip155:31337',
      from: fusd,
      to: foy,
      amount,
    })
    expect(quoted.status).toBe(200)
    const { quote } = swapQuoteResponseSchema.parse(quoted.body)
    expect(quote.provider).toBe(BUILTIN_SWAP_PROVIDER.id)
    // The app's built-in provider: the better of the dev chain's V2 and V3 markets.
    const appBuiltin = swapProviders(() => client)(registered)[0]
    expect(appBuiltin?.id).toBe(BUILTIN_SWAP_PROVIDER.id)
    expect(quote.toAmount).toBe(
      (await appBuiltin?.quote({ from: fusd, to: foy, amount: BigInt(amount) }))?.toAmount,
    )

    const account = testAccount(7)
    const allowance = await get('/v1/convert/allowance', {
      chainId: 'eip155:31337',
      tokenAddress: fusd,
      userAddress: account.address,
      provider: AGGREGATOR_SWAP_PROVIDER.id,
    })
    expect(swapAllowanceResponseSchema.parse(allowance.body).spender).toBe(router)
    const approve = await get('/v1/convert/build-approve', {
      chainId: 'eip155:31337',
      tokenAddress: fusd,
      amount,
      provider: AGGREGATOR_SWAP_PROVIDER.id,
    })
    await send(account, approve.body.tx)
    const asked = worse.asked.length
    const built = await app.inject({
      method: 'POST',
      url: `/v1/convert/build-transaction${projectQuery(projectId)}`,
      payload: {
        chainId: 'eip155:31337',
        from: fusd,
        to: foy,
        amount,
        userAddress: account.address,
        provider: AGGREGATOR_SWAP_PROVIDER.id,
      },
    })
    expect(built.statusCode).toBe(200)
    expect(worse.asked.slice(asked)).toContain('/swap/allowance-holder/quote')
    const swap = swapBuildResponseSchema.parse(built.json())
    const before = await balanceOf(foy, account.address)
    await send(account, swap.tx)
    expect((await balanceOf(foy, account.address)) - before).toBeGreaterThanOrEqual(
      BigInt(swap.toAmountMin),
    )
  })

  it('refuses a provider that does not serve the network', async () => {
    const { status, body } = await get('/v1/convert/allowance', {
      chainId: 'eip155:31337',
      tokenAddress: fusd,
      userAddress: testAccount(1).address,
      provider: 'elsewhere',
    })
    expect(status).toBe(400)
    expect(body.error.code).toBe('INVALID_PARAMS')
    expect(body.error.message).toContain('elsewhere')
  })
})
