import {
  NATIVE_TOKEN_ADDRESS,
  type SwapBuildResponse,
  type SwapQuote,
  swapAllowanceResponseSchema,
  swapApproveResponseSchema,
  swapBuildResponseSchema,
  swapGasPriceResponseSchema,
  swapQuoteResponseSchema,
  swapTokensResponseSchema,
  uniswapV2RouterAbi,
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

const CHAIN = 'eip155:31337'
const NOBODY = '0x000000000000000000000000000000000000dEaD'

let db: Database
let chain: DevChain
let app: FastifyInstance
/** The same API with restricted timezones switched on (the product's list). */
let restricted: FastifyInstance
let projectId: string
let fusd: Address
let foy: Address
let router: Address
let weth: Address

beforeAll(async () => {
  ;[db, chain] = await Promise.all([migratedPglite(), startDevChain()])
  const { swap, tokens } = chain.deployment
  if (!swap || !tokens[0] || !tokens[1]) throw new Error('no market on the dev chain')
  ;[fusd, foy] = [tokens[0].address, tokens[1].address]
  ;({ router, weth } = swap)
  const registry = createChainRegistry({
    chains: [
      { chainId: 31337, rpcUrl: chain.rpcUrl },
      // Served, with no router: no swaps here.
      { chainId: 31338, rpcUrl: chain.rpcUrl },
      // A router on a node that does not answer.
      { chainId: 10, rpcUrl: 'http://127.0.0.1:1', swap: { routerV2: router } },
    ],
    deployments: async () => ({ chains: [chain.deployment] }),
  })
  app = await createApp(testConfig(), {
    db,
    chain: { registry, rpcPolicy: { retryCount: 0, retryDelayMs: 1, timeoutMs: 2_000 } },
  })
  restricted = await createApp(testConfig({ ONRAMP_RESTRICTED_TIMEZONES: 'default' }), {
    db,
    chain: { registry, rpcPolicy: { retryCount: 0, retryDelayMs: 1, timeoutMs: 2_000 } },
  })
  await app.ready()
  projectId = (await createProject(db, { name: 'Swap shop' })).id
}, 60_000)
afterAll(async () => {
  await restricted?.close()
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

async function build(body: Record<string, unknown>, query: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/convert/build-transaction${projectQuery(projectId, query)}`,
    payload: body,
  })
  return { status: response.statusCode, body: response.json() }
}

/** The router's own best answer: the direct path or through WETH, whichever buys more. */
async function routerBest(from: Address, to: Address, amount: bigint) {
  const paths =
    from === weth || to === weth
      ? [[from, to]]
      : [
          [from, to],
          [from, weth, to],
        ]
  let best: { path: Address[]; out: bigint } | undefined
  for (const path of paths) {
    const amounts = await client()
      .readContract({
        address: router,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [amount, path],
      })
      .catch(() => undefined)
    const out = amounts?.[amounts.length - 1]
    if (out !== undefined && (!best || out > best.out)) best = { path, out }
  }
  if (!best) throw new Error('no route')
  return best
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

describe('GET /v1/convert/tokens', () => {
  it('lists the native coin, the chain’s tokens and WETH, with the suggested and popular', async () => {
    const { status, body } = await get('/v1/convert/tokens', { chainId: CHAIN })
    expect(status).toBe(200)
    const parsed = swapTokensResponseSchema.parse(body)
    expect(
      parsed.tokens.map(({ address, symbol, decimals }) => ({ address, symbol, decimals })),
    ).toEqual([
      { address: NATIVE_TOKEN_ADDRESS, symbol: 'ETH', decimals: 18 },
      { address: fusd, symbol: 'FUSD', decimals: 6 },
      { address: foy, symbol: 'FOY', decimals: 18 },
      { address: weth, symbol: 'WETH', decimals: 18 },
    ])
    expect(parsed.tokens[0]?.logoUri).toMatch(/\/public\/getTokenImage\/ETH\?projectId=/)
    expect(parsed.suggested).toEqual([NATIVE_TOKEN_ADDRESS, fusd, foy, weth])
    expect(parsed.popular).toEqual(parsed.tokens.map((token) => token.address))
  })

  it('answers the spec’s words for a network without swaps, and 400 without chainId', async () => {
    for (const chainId of [
      'eip155:31338',
      'eip155:1',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      '999',
    ]) {
      const { status, body } = await get('/v1/convert/tokens', { chainId })
      expect(status).toBe(400)
      expect(body.error).toEqual({
        code: 'SWAP_NETWORK_UNSUPPORTED',
        message: 'Network not supported for Swaps',
      })
    }
    expect((await get('/v1/convert/tokens', {})).body.error.code).toBe('INVALID_PARAMS')
    expect((await get('/v1/convert/tokens', { chainId: 'eip155' })).body.error.code).toBe(
      'INVALID_PARAMS',
    )
  })

  it('answers 502 when the chain’s node does not answer', async () => {
    const { status, body } = await get('/v1/convert/tokens', { chainId: 'eip155:10' })
    expect(status).toBe(502)
    expect(body.error.code).toBe('SWAP_UNAVAILABLE')
  })
})

describe('GET /v1/convert/quotes', () => {
  const quote = async (query: Record<string, string>) => {
    const { status, body } = await get('/v1/convert/quotes', { chainId: CHAIN, ...query })
    return {
      status,
      body,
      quote: status === 200 ? swapQuoteResponseSchema.parse(body).quote : undefined,
    }
  }

  it('quotes what the router’s own getAmountsOut answers, over the best path', async () => {
    const cases: [Address, Address, bigint][] = [
      [fusd, foy, parseUnits('100', 6)],
      [foy, fusd, parseEther('400')],
      [NATIVE_TOKEN_ADDRESS, fusd, parseEther('1')],
      [fusd, NATIVE_TOKEN_ADDRESS, parseUnits('3000', 6)],
      [weth, foy, parseEther('0.5')],
    ]
    for (const [from, to, amount] of cases) {
      const answer = (await quote({ from, to, amount: amount.toString() })).quote as SwapQuote
      const best = await routerBest(
        from === NATIVE_TOKEN_ADDRESS ? weth : from,
        to === NATIVE_TOKEN_ADDRESS ? weth : to,
        amount,
      )
      expect(answer).toMatchObject({
        from,
        to,
        fromAmount: amount.toString(),
        toAmount: best.out.toString(),
        route: best.path,
        gasEstimated: false,
      })
      // $100 to $3,000 into pools $3,000,000 deep: a small price impact, above zero.
      expect(answer.priceImpact).toBeGreaterThan(0)
      expect(answer.priceImpact).toBeLessThan(0.2)
      expect(BigInt(answer.gasLimit)).toBeGreaterThan(100_000n)
    }
  })

  it('has the price impact grow with the amount', async () => {
    const small = (await quote({ from: fusd, to: foy, amount: parseUnits('10', 6).toString() }))
      .quote as SwapQuote
    const large = (await quote({ from: fusd, to: foy, amount: parseUnits('300000', 6).toString() }))
      .quote as SwapQuote
    expect(small.priceImpact).toBeLessThan(0.001)
    // 10 % of the pool: about 9 % off the mid price.
    expect(large.priceImpact).toBeGreaterThan(8)
    expect(large.priceImpact).toBeLessThan(10)
  })

  it('estimates the gas for a user who can send the swap', async () => {
    const answer = (
      await quote({
        from: NATIVE_TOKEN_ADDRESS,
        to: foy,
        amount: parseEther('0.1').toString(),
        userAddress: testAccount(5).address,
      })
    ).quote as SwapQuote
    expect(answer.gasEstimated).toBe(true)
    expect(BigInt(answer.gasLimit)).toBeGreaterThan(21_000n)
    // Without an allowance the swap of a token cannot be estimated yet: the typical figure.
    const token = (
      await quote({
        from: fusd,
        to: foy,
        amount: '1000000',
        userAddress: NOBODY,
      })
    ).quote as SwapQuote
    expect(token.gasEstimated).toBe(false)
  })

  it('refuses bad parameters with 400 and a clear code', async () => {
    const base = { from: fusd, to: foy, amount: '1000000' }
    const codeOf = async (query: Record<string, string>) => {
      const { status, body } = await quote(query)
      expect(status).toBe(400)
      return body.error.code
    }
    for (const amount of ['0', '-1', '1.5', '1e6', '', ' 1', `${2n ** 256n}`]) {
      expect(await codeOf({ ...base, amount })).toBe('INVALID_PARAMS')
    }
    expect(await codeOf({ ...base, from: 'FUSD' })).toBe('INVALID_PARAMS')
    expect(await codeOf({ from: fusd, to: foy })).toBe('INVALID_PARAMS')
    expect(await codeOf({ ...base, userAddress: '0x12' })).toBe('INVALID_PARAMS')
    expect(await codeOf({ ...base, to: fusd })).toBe('SWAP_SAME_TOKEN')
    expect(await codeOf({ ...base, to: NOBODY })).toBe('SWAP_NO_ROUTE')
    expect(await codeOf({ ...base, from: NATIVE_TOKEN_ADDRESS, to: weth })).toBe('SWAP_NO_ROUTE')
    // One wei of FOY buys less than a unit of FUSD.
    expect(await codeOf({ from: foy, to: fusd, amount: '1' })).toBe('SWAP_AMOUNT_TOO_SMALL')
    const other = await get('/v1/convert/quotes', { ...base, chainId: 'eip155:31338' })
    expect(other.body.error.code).toBe('SWAP_NETWORK_UNSUPPORTED')
  })

  it('answers 502 when the node does not answer', async () => {
    const { status, body } = await get('/v1/convert/quotes', {
      chainId: 'eip155:10',
      from: fusd,
      to: foy,
      amount: '1',
    })
    expect(status).toBe(502)
    expect(body.error.code).toBe('SWAP_UNAVAILABLE')
  })
})

describe('GET /v1/convert/gas-price', () => {
  it('answers the node’s gas price', async () => {
    const { status, body } = await get('/v1/convert/gas-price', { chainId: CHAIN })
    expect(status).toBe(200)
    const parsed = swapGasPriceResponseSchema.parse(body)
    expect(BigInt(parsed?.gasPrice ?? 0)).toBe(await client().getGasPrice())
  })

  it('answers null when the node fails (the spec’s fallback)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/v1/convert/gas-price${projectQuery(projectId, { chainId: 'eip155:10' })}`,
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toBeNull()
  })

  it('answers the spec’s words for a network without swaps', async () => {
    const { status, body } = await get('/v1/convert/gas-price', { chainId: 'eip155:31338' })
    expect(status).toBe(400)
    expect(body.error).toEqual({
      code: 'GAS_PRICE_NETWORK_UNSUPPORTED',
      message: 'Network not supported for Gas Price',
    })
  })
})

describe('allowance and build-approve', () => {
  it('builds an approve to the router that the allowance then shows', async () => {
    const account = testAccount(6)
    const allowance = async () =>
      swapAllowanceResponseSchema.parse(
        (
          await get('/v1/convert/allowance', {
            chainId: CHAIN,
            tokenAddress: fusd,
            userAddress: account.address,
          })
        ).body,
      )
    expect(await allowance()).toEqual({ allowance: '0', spender: router })
    const { status, body } = await get('/v1/convert/build-approve', {
      chainId: CHAIN,
      tokenAddress: fusd,
      amount: '2500000',
    })
    expect(status).toBe(200)
    const { tx } = swapApproveResponseSchema.parse(body)
    expect(tx).toMatchObject({ to: fusd, value: '0' })
    await send(account, tx)
    expect(await allowance()).toEqual({ allowance: '2500000', spender: router })
  })

  it('refuses the native coin, an address with no token, and bad parameters', async () => {
    const codeOf = async (path: string, query: Record<string, string>) => {
      const { status, body } = await get(path, { chainId: CHAIN, ...query })
      expect(status).toBe(400)
      return body.error.code
    }
    const user = testAccount(6).address
    expect(
      await codeOf('/v1/convert/allowance', {
        tokenAddress: NATIVE_TOKEN_ADDRESS,
        userAddress: user,
      }),
    ).toBe('SWAP_NATIVE_NEEDS_NO_APPROVAL')
    expect(await codeOf('/v1/convert/allowance', { tokenAddress: NOBODY, userAddress: user })).toBe(
      'SWAP_TOKEN_UNKNOWN',
    )
    expect(await codeOf('/v1/convert/allowance', { tokenAddress: fusd })).toBe('INVALID_PARAMS')
    expect(
      await codeOf('/v1/convert/build-approve', {
        tokenAddress: NATIVE_TOKEN_ADDRESS,
        amount: '1',
      }),
    ).toBe('SWAP_NATIVE_NEEDS_NO_APPROVAL')
    expect(await codeOf('/v1/convert/build-approve', { tokenAddress: NOBODY, amount: '1' })).toBe(
      'SWAP_TOKEN_UNKNOWN',
    )
    expect(await codeOf('/v1/convert/build-approve', { tokenAddress: fusd, amount: '0' })).toBe(
      'INVALID_PARAMS',
    )
  })
})

describe('POST /v1/convert/build-transaction', () => {
  const built = async (body: Record<string, unknown>) => {
    const answer = await build({ chainId: CHAIN, ...body })
    expect(answer.status).toBe(200)
    return swapBuildResponseSchema.parse(answer.body) as SwapBuildResponse
  }
  /** `account` approves the router for `amount` FUSD (the API's approve); the swap of it, built. */
  const approvedFusdSwap = async (
    account: HDAccount,
    amount: bigint,
    body: Record<string, unknown>,
  ) => {
    const approve = await get('/v1/convert/build-approve', {
      chainId: CHAIN,
      tokenAddress: fusd,
      amount: amount.toString(),
    })
    await send(account, approve.body.tx)
    return built({ from: fusd, amount: amount.toString(), userAddress: account.address, ...body })
  }

  it('swaps FUSD for FOY after the approve, as quoted, within the slippage', async () => {
    const account = testAccount(7)
    const amount = parseUnits('250', 6)
    const swap = await approvedFusdSwap(account, amount, { to: foy })
    // The default slippage: 1 %.
    expect(BigInt(swap.toAmountMin)).toBe((BigInt(swap.toAmount) * 99n) / 100n)
    expect(swap.tx.to).toBe(router)
    expect(swap.tx.value).toBe('0')
    expect(BigInt(swap.tx.gas ?? 0)).toBeGreaterThan(21_000n)
    const [fusdBefore, foyBefore] = await Promise.all([
      balanceOf(fusd, account.address),
      balanceOf(foy, account.address),
    ])
    await send(account, swap.tx)
    expect(fusdBefore - (await balanceOf(fusd, account.address))).toBe(amount)
    const bought = (await balanceOf(foy, account.address)) - foyBefore
    expect(bought).toBe(BigInt(swap.toAmount))
    expect(bought).toBeGreaterThanOrEqual(BigInt(swap.toAmountMin))
  })

  it('swaps ETH for FUSD, the chainId in the query', async () => {
    const account = testAccount(8)
    const amount = parseEther('0.5')
    const answer = await build(
      {
        from: NATIVE_TOKEN_ADDRESS,
        to: fusd,
        amount: amount.toString(),
        userAddress: account.address,
        slippage: 0.5,
      },
      { chainId: CHAIN },
    )
    expect(answer.status).toBe(200)
    const swap = swapBuildResponseSchema.parse(answer.body)
    expect(swap.tx.value).toBe(amount.toString())
    expect(BigInt(swap.toAmountMin)).toBe((BigInt(swap.toAmount) * 9950n) / 10_000n)
    const before = await balanceOf(fusd, account.address)
    const ethBefore = await client().getBalance({ address: account.address })
    const receipt = await send(account, swap.tx)
    expect((await balanceOf(fusd, account.address)) - before).toBe(BigInt(swap.toAmount))
    expect(ethBefore - (await client().getBalance({ address: account.address }))).toBe(
      amount + receipt.gasUsed * receipt.effectiveGasPrice,
    )
  })

  it('swaps FUSD for ETH', async () => {
    const account = testAccount(9)
    const amount = parseUnits('1500', 6)
    const swap = await approvedFusdSwap(account, amount, { to: NATIVE_TOKEN_ADDRESS, slippage: 2 })
    expect(BigInt(swap.toAmountMin)).toBe((BigInt(swap.toAmount) * 98n) / 100n)
    const ethBefore = await client().getBalance({ address: account.address })
    const receipt = await send(account, swap.tx)
    const received =
      (await client().getBalance({ address: account.address })) -
      ethBefore +
      receipt.gasUsed * receipt.effectiveGasPrice
    expect(received).toBe(BigInt(swap.toAmount))
    // About 0.5 ETH for $1,500.
    expect(received).toBeGreaterThan(parseEther('0.49'))
  })

  it('builds a swap the node cannot estimate yet without a gas limit', async () => {
    const swap = await built({
      from: foy,
      to: fusd,
      amount: parseEther('1').toString(),
      userAddress: NOBODY,
    })
    expect(swap.tx.gas).toBeUndefined()
  })

  it('refuses bad bodies with 400', async () => {
    const base = { chainId: CHAIN, from: fusd, to: foy, amount: '1000000', userAddress: NOBODY }
    const codeOf = async (body: Record<string, unknown>, query: Record<string, string> = {}) => {
      const { status, body: answer } = await build(body, query)
      expect(status).toBe(400)
      return answer.error.code
    }
    for (const slippage of [-1, 51, '1', null]) {
      expect(await codeOf({ ...base, slippage })).toBe('INVALID_PARAMS')
    }
    expect(await codeOf({ ...base, amount: 1000000 })).toBe('INVALID_PARAMS')
    expect(await codeOf({ ...base, userAddress: undefined })).toBe('INVALID_PARAMS')
    expect(await codeOf({ ...base, chainId: undefined })).toBe('INVALID_PARAMS')
    expect(await codeOf({ ...base, chainId: 'eip155:31338' })).toBe('SWAP_NETWORK_UNSUPPORTED')
    expect(await codeOf({ ...base, to: fusd })).toBe('SWAP_SAME_TOKEN')
  })
})

describe('restricted timezones (ONRAMP_RESTRICTED_TIMEZONES)', () => {
  const call = async (target: FastifyInstance, tz: string | undefined, route: string) => {
    const query = {
      chainId: CHAIN,
      from: fusd,
      to: foy,
      amount: '1000000',
      tokenAddress: fusd,
      userAddress: NOBODY,
      ...(tz === undefined ? {} : { tz }),
    }
    const response = await target.inject({
      method: route === 'build-transaction' ? 'POST' : 'GET',
      url: `/v1/convert/${route}${projectQuery(projectId, query)}`,
      ...(route === 'build-transaction'
        ? { payload: { from: fusd, to: foy, amount: '1000000', userAddress: NOBODY } }
        : {}),
    })
    return { status: response.statusCode, body: response.json() }
  }
  const routes = [
    'tokens',
    'quotes',
    'allowance',
    'gas-price',
    'build-approve',
    'build-transaction',
  ] as const

  it('refuses a listed timezone on every route with 403, when switched on', async () => {
    for (const route of routes) {
      for (const tz of ['Asia/Shanghai', 'asia/hong_kong']) {
        const { status, body } = await call(restricted, tz, route)
        expect({ route, status }).toEqual({ route, status: 403 })
        expect(body.error).toEqual({
          code: 'SWAP_RESTRICTED_REGION',
          message: 'Swapping is not available in your region',
        })
      }
      expect((await call(restricted, 'Europe/Paris', route)).status).toBe(200)
      expect((await call(restricted, undefined, route)).status).toBe(200)
    }
  })

  it('refuses nobody while the list is off (the default)', async () => {
    for (const route of routes) {
      expect((await call(app, 'Asia/Shanghai', route)).status).toBe(200)
    }
  })
})
