import {
  NATIVE_TOKEN_ADDRESS,
  type SwapBuildResponse,
  type SwapQuote,
  swapAllowanceResponseSchema,
  swapBuildResponseSchema,
  swapQuoteResponseSchema,
  uniswapV2RouterAbi,
  uniswapV3QuoterAbi,
} from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import {
  type Address,
  createTestClient,
  erc20Abi,
  type HDAccount,
  type Hex,
  http,
  parseEther,
  parseUnits,
  publicActions,
  walletActions,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app/createApp'
import { createChainRegistry } from '../chain/chainRegistry'
import { type DevChain, startDevChain, testAccount } from '../chain/test/devChain'
import { createProject } from '../projects/createProject'
import type { Database } from '../store/database'
import { migratedPglite } from '../test/migratedPglite'
import { projectQuery } from '../test/projectQuery'
import { testConfig } from '../test/testConfig'
import { UNISWAP_V2_SOURCE } from './uniswapV2Provider'
import { UNISWAP_V3_SOURCE } from './uniswapV3Provider'

const CHAIN = 'eip155:31337'
/** Only the V3 market (CHAINS_FILE's routerV3 and quoterV3), served from the same node. */
const V3_ONLY = 'eip155:10'

let db: Database
let chain: DevChain
let app: FastifyInstance
let projectId: string
let fusd: Address
let foy: Address
let weth: Address
let routerV2: Address
let routerV3: Address
let quoterV3: Address

beforeAll(async () => {
  ;[db, chain] = await Promise.all([migratedPglite(), startDevChain()])
  const { swap, tokens } = chain.deployment
  if (!swap?.v3 || !tokens[0] || !tokens[1]) throw new Error('no V3 market on the dev chain')
  ;[fusd, foy] = [tokens[0].address, tokens[1].address]
  ;({ weth, router: routerV2 } = swap)
  ;({ router: routerV3, quoter: quoterV3 } = swap.v3)
  const registry = createChainRegistry({
    chains: [
      { chainId: 31337, rpcUrl: chain.rpcUrl },
      { chainId: 10, rpcUrl: chain.rpcUrl, swap: { routerV3, quoterV3 } },
    ],
    deployments: async () => ({ chains: [chain.deployment] }),
  })
  app = await createApp(testConfig(), {
    db,
    chain: { registry, rpcPolicy: { retryCount: 0, retryDelayMs: 1, timeoutMs: 2_000 } },
  })
  await app.ready()
  projectId = (await createProject(db, { name: 'Swap shop' })).id
}, 60_000)
afterAll(async () => {
  await app?.close()
  await Promise.all([chain?.stop(), db?.close()])
})

const client = () =>
  createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl), pollingInterval: 50 })
    .extend(publicActions)
    .extend(walletActions)

async function get(path: string, query: Record<string, string>) {
  const response = await app.inject({
    method: 'GET',
    url: `${path}${projectQuery(projectId, query)}`,
  })
  return { status: response.statusCode, body: response.json() }
}

async function quote(query: Record<string, string>): Promise<SwapQuote> {
  const { status, body } = await get('/v1/convert/quotes', { chainId: CHAIN, ...query })
  expect(status, JSON.stringify(body)).toBe(200)
  return swapQuoteResponseSchema.parse(body).quote
}

async function build(body: Record<string, unknown>): Promise<SwapBuildResponse> {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/convert/build-transaction${projectQuery(projectId, {})}`,
    payload: { chainId: CHAIN, ...body },
  })
  expect(response.statusCode, response.body).toBe(200)
  return swapBuildResponseSchema.parse(response.json())
}

/** QuoterV2's own answer for the fee-3000 pool (the only tier the dev chains have). */
async function quoterAnswer(tokenIn: Address, tokenOut: Address, amountIn: bigint) {
  const { result } = await client().simulateContract({
    address: quoterV3,
    abi: uniswapV3QuoterAbi,
    functionName: 'quoteExactInputSingle',
    args: [{ tokenIn, tokenOut, amountIn, fee: 3000, sqrtPriceLimitX96: 0n }],
  })
  return result[0]
}

/** Router02's own answer over the direct path. */
async function v2Answer(tokenIn: Address, tokenOut: Address, amountIn: bigint) {
  const amounts = await client().readContract({
    address: routerV2,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, [tokenIn, tokenOut]],
  })
  return amounts[amounts.length - 1] ?? 0n
}

const balanceOf = (token: Address, owner: Address) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

async function send(account: HDAccount, tx: { to: Address; data: string; value: string }) {
  const hash = await client().sendTransaction({
    account,
    chain: null,
    to: tx.to,
    data: tx.data as Hex,
    value: BigInt(tx.value),
  })
  const receipt = await client().waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt
}

async function approve(account: HDAccount, token: Address, amount: bigint, source?: string) {
  const { status, body } = await get('/v1/convert/build-approve', {
    chainId: CHAIN,
    tokenAddress: token,
    amount: amount.toString(),
    ...(source ? { source } : {}),
  })
  expect(status).toBe(200)
  await send(account, body.tx)
}

// The tests run in order on one chain: each swap moves the pools for the next.
describe('the built-in provider’s Uniswap V3 market', () => {
  it('quotes what QuoterV2 answers, in the best fee tier, saying so', async () => {
    const amount = parseUnits('100', 6)
    const answer = await quote({
      from: fusd,
      to: foy,
      amount: amount.toString(),
      source: UNISWAP_V3_SOURCE,
    })
    expect(answer).toMatchObject({
      source: UNISWAP_V3_SOURCE,
      fee: 3000,
      route: [fusd, foy],
      fromAmount: amount.toString(),
      toAmount: (await quoterAnswer(fusd, foy, amount)).toString(),
      gasEstimated: false,
    })
    // $100 of a $3,000,000 pool: a price impact of about 0.003 %.
    expect(answer.priceImpact).toBeGreaterThan(0)
    expect(answer.priceImpact).toBeLessThan(0.01)
    // The native coin quotes as WETH.
    const eth = await quote({
      from: NATIVE_TOKEN_ADDRESS,
      to: fusd,
      amount: parseEther('1').toString(),
      source: UNISWAP_V3_SOURCE,
    })
    expect(eth.route).toEqual([weth, fusd])
    expect(eth.toAmount).toBe((await quoterAnswer(weth, fusd, parseEther('1'))).toString())
  })

  it('swaps FUSD for FOY through SwapRouter after an approve to it, as quoted', async () => {
    const account = testAccount(1)
    const amount = parseUnits('250', 6)
    const allowance = await get('/v1/convert/allowance', {
      chainId: CHAIN,
      tokenAddress: fusd,
      userAddress: account.address,
      source: UNISWAP_V3_SOURCE,
    })
    expect(swapAllowanceResponseSchema.parse(allowance.body)).toEqual({
      allowance: '0',
      spender: routerV3,
    })
    await approve(account, fusd, amount, UNISWAP_V3_SOURCE)
    const quoted = await quoterAnswer(fusd, foy, amount)
    const swap = await build({
      from: fusd,
      to: foy,
      amount: amount.toString(),
      userAddress: account.address,
      slippage: 0.5,
      source: UNISWAP_V3_SOURCE,
    })
    expect(swap.tx.to).toBe(routerV3)
    expect(swap.tx.value).toBe('0')
    expect(swap.toAmount).toBe(quoted.toString())
    expect(BigInt(swap.toAmountMin)).toBe((quoted * 9950n) / 10_000n)
    const [fusdBefore, foyBefore] = await Promise.all([
      balanceOf(fusd, account.address),
      balanceOf(foy, account.address),
    ])
    await send(account, swap.tx)
    expect(fusdBefore - (await balanceOf(fusd, account.address))).toBe(amount)
    const bought = (await balanceOf(foy, account.address)) - foyBefore
    expect(bought).toBe(quoted)
    expect(bought).toBeGreaterThanOrEqual(BigInt(swap.toAmountMin))
  })

  it('swaps the native coin in and out through SwapRouter', async () => {
    const account = testAccount(2)
    const amount = parseEther('0.5')
    const quotedIn = await quoterAnswer(weth, foy, amount)
    const buy = await build({
      from: NATIVE_TOKEN_ADDRESS,
      to: foy,
      amount: amount.toString(),
      userAddress: account.address,
      source: UNISWAP_V3_SOURCE,
    })
    expect(buy.tx).toMatchObject({ to: routerV3, value: amount.toString() })
    const foyBefore = await balanceOf(foy, account.address)
    await send(account, buy.tx)
    const bought = (await balanceOf(foy, account.address)) - foyBefore
    expect(bought).toBe(quotedIn)

    // And back: WETH to the router, unwrapped to the user in the same multicall.
    await approve(account, foy, bought, UNISWAP_V3_SOURCE)
    const quotedOut = await quoterAnswer(foy, weth, bought)
    const sell = await build({
      from: foy,
      to: NATIVE_TOKEN_ADDRESS,
      amount: bought.toString(),
      userAddress: account.address,
      slippage: 1,
      source: UNISWAP_V3_SOURCE,
    })
    expect(sell.toAmount).toBe(quotedOut.toString())
    const ethBefore = await client().getBalance({ address: account.address })
    const receipt = await send(account, sell.tx)
    const received =
      (await client().getBalance({ address: account.address })) -
      ethBefore +
      receipt.gasUsed * receipt.effectiveGasPrice
    expect(received).toBe(quotedOut)
    expect(await balanceOf(weth, routerV3)).toBe(0n)
  })

  it('serves a chain that names only a V3 router and quoter', async () => {
    const amount = parseUnits('10', 6)
    const { status, body } = await get('/v1/convert/quotes', {
      chainId: V3_ONLY,
      from: fusd,
      to: foy,
      amount: amount.toString(),
    })
    expect(status).toBe(200)
    const answer = swapQuoteResponseSchema.parse(body).quote
    expect(answer.source).toBe(UNISWAP_V3_SOURCE)
    expect(answer.toAmount).toBe((await quoterAnswer(fusd, foy, amount)).toString())
    const allowance = await get('/v1/convert/allowance', {
      chainId: V3_ONLY,
      tokenAddress: fusd,
      userAddress: testAccount(3).address,
    })
    expect(allowance.body.spender).toBe(routerV3)
    // No V2 market there to keep to.
    const v2 = await get('/v1/convert/quotes', {
      chainId: V3_ONLY,
      from: fusd,
      to: foy,
      amount: amount.toString(),
      source: UNISWAP_V2_SOURCE,
    })
    expect(v2.status).toBe(400)
    expect(v2.body.error.code).toBe('SWAP_NO_ROUTE')
  })

  it('refuses a source it does not know', async () => {
    const { status, body } = await get('/v1/convert/allowance', {
      chainId: CHAIN,
      tokenAddress: fusd,
      userAddress: testAccount(3).address,
      source: 'sushiswap',
    })
    expect(status).toBe(400)
    expect(body.error.code).toBe('SWAP_NO_ROUTE')
  })
})

describe('the best route between the V2 and V3 markets', () => {
  it('quotes the market that buys more, after a swap moved one of them', async () => {
    const amount = parseEther('1')
    // Buy FUSD with 20 ETH on the V2 pair only: FUSD is dearer there now.
    const whale = testAccount(4)
    await client().waitForTransactionReceipt({
      hash: await client().writeContract({
        address: routerV2,
        abi: uniswapV2RouterAbi,
        account: whale,
        chain: null,
        functionName: 'swapExactETHForTokens',
        args: [0n, [weth, fusd], whale.address, BigInt(Math.floor(Date.now() / 1000) + 600)],
        value: parseEther('20'),
      }),
    })
    const [v2, v3] = await Promise.all([
      v2Answer(weth, fusd, amount),
      quoterAnswer(weth, fusd, amount),
    ])
    expect(v3).toBeGreaterThan(v2)
    const best = await quote({ from: NATIVE_TOKEN_ADDRESS, to: fusd, amount: amount.toString() })
    expect(best).toMatchObject({ source: UNISWAP_V3_SOURCE, toAmount: v3.toString() })
    // The other way the V2 pair pays more for FUSD.
    const back = parseUnits('3000', 6)
    const [v2Back, v3Back] = await Promise.all([
      v2Answer(fusd, weth, back),
      quoterAnswer(fusd, weth, back),
    ])
    expect(v2Back).toBeGreaterThan(v3Back)
    const other = await quote({ from: fusd, to: NATIVE_TOKEN_ADDRESS, amount: back.toString() })
    expect(other).toMatchObject({ source: UNISWAP_V2_SOURCE, toAmount: v2Back.toString() })

    // Built without a source, the coin (no approval needed) goes the better way.
    const account = testAccount(5)
    const swap = await build({
      from: NATIVE_TOKEN_ADDRESS,
      to: fusd,
      amount: amount.toString(),
      userAddress: account.address,
    })
    expect(swap.tx.to).toBe(routerV3)
    expect(swap.toAmount).toBe(v3.toString())
    const before = await balanceOf(fusd, account.address)
    await send(account, swap.tx)
    expect((await balanceOf(fusd, account.address)) - before).toBe(v3)
  })

  it('builds a token swap through a router the user already approved', async () => {
    const account = testAccount(6)
    // FUSD → ETH pays more on V2 now; with only the V3 router approved, V3 it is.
    const amount = parseUnits('3000', 6)
    const [v2, v3] = await Promise.all([
      v2Answer(fusd, weth, amount),
      quoterAnswer(fusd, weth, amount),
    ])
    expect(v2).toBeGreaterThan(v3)
    await approve(account, fusd, amount, UNISWAP_V3_SOURCE)
    const onV3 = await build({
      from: fusd,
      to: NATIVE_TOKEN_ADDRESS,
      amount: amount.toString(),
      userAddress: account.address,
    })
    expect(onV3.tx.to).toBe(routerV3)
    expect(onV3.toAmount).toBe(v3.toString())
    // Once the V2 router (the default spender) may take it too, the better market.
    await approve(account, fusd, amount)
    const onV2 = await build({
      from: fusd,
      to: NATIVE_TOKEN_ADDRESS,
      amount: amount.toString(),
      userAddress: account.address,
    })
    expect(onV2.tx.to).toBe(routerV2)
    expect(onV2.toAmount).toBe(v2.toString())
    const ethBefore = await client().getBalance({ address: account.address })
    const receipt = await send(account, onV2.tx)
    const received =
      (await client().getBalance({ address: account.address })) -
      ethBefore +
      receipt.gasUsed * receipt.effectiveGasPrice
    expect(received).toBe(v2)
  })
})
