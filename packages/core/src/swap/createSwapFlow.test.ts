import { DEFAULT_SWAP_SLIPPAGE, NATIVE_TOKEN_ADDRESS, uniswapV2RouterAbi } from '@foyer/protocol'
import { createPublicClient, createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { accountDataFixture, refusingWallet, SENDER } from '../testing/accountDataFixture'
import { batchingWallet } from '../testing/batchingWallet'
import { type ChainDataServer, startChainDataServer } from '../testing/chainDataServer'
import {
  type ConvertStandIn,
  convertStandIn,
  STAND_IN_GAS_LIMIT,
  STAND_IN_PRICE_IMPACT,
} from '../testing/convertStandIn'
import { startTestChain, type TestChain } from '../testing/testChain'
import type { SwapStep } from './swapState'

const PRICES = { ETH: 2000, FUSD: 1, FOY: 0.5 }
let chain: TestChain
let server: ChainDataServer
let convert: ConvertStandIn
let client: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  chain = await startTestChain()
  client = createPublicClient({ transport: http(chain.anvil.rpcUrl) })
})
afterAll(() => chain.stop())
beforeEach(async () => {
  convert = convertStandIn(chain.anvil.rpcUrl, chain.deployment)
  server = await startChainDataServer({
    balances: (address) => chain.balancesOf(address as `0x${string}`, PRICES),
    convert: convert.handler,
  })
})
afterEach(() => server.close())

const token = (symbol: string) => {
  const found = chain.deployment.tokens.find((entry) => entry.symbol === symbol)
  if (!found) throw new Error(`No dev token ${symbol}`)
  return found
}
const tokenBalance = (symbol: string, owner: `0x${string}` = SENDER) =>
  client.readContract({
    address: token(symbol).address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
const routerOut = async (from: string, to: string, amount: bigint) => {
  const router = chain.deployment.swap?.router
  if (!router) throw new Error('No router')
  const amounts = await client.readContract({
    address: router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amount, [token(from).address, token(to).address]],
  })
  return amounts[1] ?? 0n
}

async function ready(options: Parameters<typeof accountDataFixture>[2] = {}) {
  const fixture = await accountDataFixture(server, chain.network, {
    ...options,
  })
  await fixture.data.balances.load()
  const swap = fixture.data.swap
  const steps: SwapStep[] = []
  swap.subscribe((state, previous) => {
    if (state.step !== previous.step) steps.push(state.step)
  })
  return { ...fixture, swap, steps }
}

/** Opens Swap and fills FUSD → FOY for `amount`, then quotes. */
async function fill(
  flow: Awaited<ReturnType<typeof ready>>,
  amount: string,
  from = 'FUSD',
  to = 'FOY',
) {
  await flow.swap.open()
  flow.swap.pick('from')
  flow.swap.choose(token(from).address)
  flow.swap.pick('to')
  flow.swap.choose(token(to).address)
  flow.swap.setAmount(amount)
  await flow.swap.requestQuote()
}

describe('createSwapFlow (against anvil)', () => {
  it('opens on the native coin and the first suggested token, with the account’s balances', async () => {
    const flow = await ready()
    await flow.swap.open()
    expect(flow.router.get().view).toBe('Swap')
    const state = flow.swap.get()
    expect(state.tokensStatus).toBe('ready')
    expect(state.from?.address).toBe(NATIVE_TOKEN_ADDRESS)
    expect(state.from?.balance).toBe(await client.getBalance({ address: SENDER }))
    expect(state.to?.symbol).toBe(chain.deployment.tokens[0]?.symbol)
    expect(state.slippage).toBe(DEFAULT_SWAP_SLIPPAGE)
    const fusd = state.tokens.find((asset) => asset.symbol === 'FUSD')
    expect(fusd?.balance).toBe(await tokenBalance('FUSD'))
    expect(fusd?.price).toBe(PRICES.FUSD)
  })

  it('quotes FUSD → FOY as the router does, approves, swaps, and shows it in Activity', async () => {
    const flow = await ready()
    const [fusdBefore, foyBefore] = await Promise.all([tokenBalance('FUSD'), tokenBalance('FOY')])
    await fill(flow, '10')
    const amount = parseUnits('10', token('FUSD').decimals)
    const expected = await routerOut('FUSD', 'FOY', amount)
    const quoted = flow.swap.get()
    expect(quoted.error).toBeUndefined()
    expect(BigInt(quoted.quote?.toAmount ?? 0)).toBe(expected)
    expect(quoted.quote?.priceImpact).toBe(STAND_IN_PRICE_IMPACT)
    expect(quoted.needsApproval).toBe(true)
    const gasPrice = await client.getGasPrice()
    // The fee is the gas price route's answer times the quote's gas (the price may move a little).
    expect(quoted.fee).toBeGreaterThan(0n)
    expect(quoted.fee).toBeLessThanOrEqual(gasPrice * 2n * STAND_IN_GAS_LIMIT)
    expect(quoted.rate).toBeCloseTo(Number(expected) / 10 ** token('FOY').decimals / 10, 6)

    await flow.swap.review()
    expect(flow.router.get().view).toBe('SwapPreview')
    const { plan, progress } = flow.swap.get()
    expect(plan?.approve).toBeDefined()
    expect(plan?.batched).toBe(false)
    expect(plan?.toAmountMin).toBe((expected * 99n) / 100n)
    expect(progress).toEqual({ approve: 'waiting', swap: 'waiting' })

    let pendingSeen = false
    const unwatch = flow.swap.subscribe((state) => {
      if (state.step !== 'pending') return
      const [first] = flow.data.activity.get().items
      pendingSeen = first?.hash === state.hash && first?.status === 'pending'
    })
    await flow.data.activity.load()
    await flow.swap.confirm()
    unwatch()

    expect(flow.steps).toEqual(['preview', 'approving', 'swapping', 'pending', 'confirmed'])
    expect(flow.swap.get().progress).toEqual({ approve: 'done', swap: 'done' })
    expect(pendingSeen).toBe(true)
    expect(await tokenBalance('FUSD')).toBe(fusdBefore - amount)
    const received = (await tokenBalance('FOY')) - foyBefore
    expect(received).toBeGreaterThanOrEqual(plan?.toAmountMin ?? 0n)
    const [item] = flow.data.pending.get().items
    expect(item).toMatchObject({ status: 'confirmed', operationType: 'trade' })
    expect(
      item?.transfers.map((transfer) => [transfer.direction, transfer.fungible_info?.symbol]),
    ).toEqual([
      ['out', 'FUSD'],
      ['in', 'FOY'],
    ])
    await expect
      .poll(() => server.requestsTo('balance').at(-1)?.query.get('forceUpdate'))
      .toBe('true')

    // The approval was of the exact amount, which the swap spent: the next swap asks again.
    await fill(flow, '5')
    expect(flow.swap.get().needsApproval).toBe(true)
    flow.swap.finish()
    expect(flow.router.get()).toMatchObject({ view: 'Account', history: [] })
  })

  it('sends approve and swap as one batch when the wallet can (wallet_sendCalls)', async () => {
    const wallet = batchingWallet(chain.anvil.rpcUrl)
    const flow = await ready({ connector: wallet.connector })
    const before = await tokenBalance('FOY')
    await fill(flow, '3')
    await flow.swap.review()
    expect(flow.swap.get().plan).toMatchObject({ batched: true })
    await flow.swap.confirm()
    expect(flow.steps).toEqual(['preview', 'swapping', 'pending', 'confirmed'])
    expect(wallet.requests).toContain('wallet_sendCalls')
    expect(wallet.requests).not.toContain('eth_sendTransaction')
    expect(await tokenBalance('FOY')).toBeGreaterThan(before)
    const { hash } = flow.swap.get()
    const [item] = flow.data.pending.get().items
    expect(item).toMatchObject({ status: 'confirmed', hash })
  })

  it('drops a quote answered after a newer one', async () => {
    const flow = await ready()
    await flow.swap.open()
    flow.swap.pick('from')
    flow.swap.choose(token('FUSD').address)
    // The first amount's quote answers last.
    const slow = parseUnits('1', token('FUSD').decimals)
    convert.delayQuotes((amount) => (amount === slow ? 400 : 0))
    flow.swap.setAmount('1')
    const first = flow.swap.requestQuote()
    flow.swap.setAmount('2')
    await flow.swap.requestQuote()
    await first
    expect(flow.swap.get().quote?.fromAmount).toBe(
      parseUnits('2', token('FUSD').decimals).toString(),
    )
  })

  it('shows the fee as unknown when the gas price fails (null), and the API’s own error codes', async () => {
    const flow = await ready()
    convert.failGasPrice(true)
    await fill(flow, '1')
    expect(flow.swap.get().quote).toBeDefined()
    expect(flow.swap.get().fee).toBeNull()
    convert.failQuotes({
      status: 400,
      body: {
        error: { code: 'SWAP_NO_ROUTE', message: 'No market swaps these tokens on this network' },
      },
    })
    flow.swap.setAmount('2')
    await flow.swap.requestQuote()
    expect(flow.swap.get()).toMatchObject({ quote: undefined, error: { code: 'SWAP_NO_ROUTE' } })
  })

  it('says what the swap API answers when it does not serve the network', async () => {
    const flow = await ready()
    server.handlers.convert = async (name, query, body) =>
      name === 'tokens'
        ? {
            status: 400,
            body: {
              error: {
                code: 'SWAP_NETWORK_UNSUPPORTED',
                message: 'Network not supported for Swaps',
              },
            },
          }
        : convert.handler(name, query, body)
    await flow.swap.open()
    expect(flow.swap.get()).toMatchObject({
      tokensStatus: 'error',
      error: { code: 'SWAP_NETWORK_UNSUPPORTED' },
      from: undefined,
    })
  })

  it('checks the native coin for the fee, unless the wallet’s paymaster pays it', async () => {
    // An account with FUSD and no ETH.
    const holder = '0x000000000000000000000000000000000000f00d'
    const wallet = createWalletClient({ account: SENDER, transport: http(chain.anvil.rpcUrl) })
    const hash = await wallet.writeContract({
      chain: null,
      address: token('FUSD').address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [holder, parseUnits('50', token('FUSD').decimals)],
    })
    await client.waitForTransactionReceipt({ hash })
    for (const sponsored of [false, true]) {
      const { connector } = batchingWallet(chain.anvil.rpcUrl, { account: holder, sponsored })
      const flow = await ready({ connector })
      await fill(flow, '5')
      await flow.swap.review()
      const state = flow.swap.get()
      expect(state.plan).toMatchObject({ batched: true, sponsored })
      expect(state.error).toEqual(sponsored ? undefined : { code: 'INSUFFICIENT_FEE_BALANCE' })
    }
  })

  it('reads a decimal comma where the language writes one', async () => {
    const flow = await ready({ locale: 'fr' })
    await fill(flow, '2,5')
    expect(flow.swap.get().quote?.fromAmount).toBe(
      parseUnits('2.5', token('FUSD').decimals).toString(),
    )
    flow.swap.setAmount('2.5,1')
    await flow.swap.review()
    expect(flow.swap.get().error).toEqual({ code: 'INVALID_AMOUNT' })
  })

  it('refuses an incomplete or too large draft, and bad slippage', async () => {
    const flow = await ready()
    await flow.swap.open()
    await flow.swap.review()
    expect(flow.swap.get().error).toMatchObject({ code: 'SWAP_AMOUNT_REQUIRED' })
    flow.swap.setAmount('1e3')
    await flow.swap.review()
    expect(flow.swap.get().error).toMatchObject({ code: 'INVALID_AMOUNT' })
    flow.swap.pick('from')
    flow.swap.choose(token('FUSD').address)
    flow.swap.setAmount('999999999999')
    await flow.swap.review()
    expect(flow.swap.get().error).toMatchObject({ code: 'INSUFFICIENT_BALANCE' })
    expect(flow.router.get().view).toBe('Swap')
    expect(flow.swap.setSlippage(0)).toBe(false)
    expect(flow.swap.setSlippage(51)).toBe(false)
    expect(flow.swap.get().error).toMatchObject({
      code: 'SWAP_SLIPPAGE_INVALID',
      params: { max: 50 },
    })
    expect(flow.swap.setSlippage(0.5)).toBe(true)
    expect(flow.swap.get().slippage).toBe(0.5)
  })

  it('flips the sides, and Max keeps the native coin’s fee back', async () => {
    const flow = await ready()
    await flow.swap.open()
    const { from, to } = flow.swap.get()
    flow.swap.flip()
    expect(flow.swap.get().from).toBe(to)
    expect(flow.swap.get().to).toBe(from)
    flow.swap.flip()
    await flow.swap.setMax()
    const held = flow.swap.get().from?.balance ?? 0n
    const max = parseUnits(flow.swap.get().amount, 18)
    expect(max).toBeLessThan(held)
    expect(held - max).toBeLessThanOrEqual((await client.getGasPrice()) * 4n * STAND_IN_GAS_LIMIT)
    flow.swap.pick('from')
    flow.swap.choose(token('FOY').address)
    await flow.swap.setMax()
    expect(parseUnits(flow.swap.get().amount, token('FOY').decimals)).toBe(
      await tokenBalance('FOY'),
    )
  })

  it('goes back to the preview when the visitor declines in the wallet', async () => {
    const flow = await ready({ connector: refusingWallet(chain.anvil.rpcUrl) })
    await fill(flow, '1')
    await flow.swap.review()
    await flow.swap.confirm()
    expect(flow.swap.get()).toMatchObject({
      step: 'preview',
      error: { code: 'TRANSACTION_REJECTED' },
      progress: { approve: 'waiting' },
    })
  })
})
