import { NATIVE_TOKEN_ADDRESS } from '@foyer/protocol'
import { createPublicClient, erc20Abi, formatUnits, http, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readAccountTarget } from '../account/accountTarget'
import { createApiClient } from '../api/createApiClient'
import { createLogger } from '../logger/createLogger'
import { createOnrampApi } from '../onramp/createOnrampApi'
import { createOnrampFlow } from '../onramp/createOnrampFlow'
import {
  type OnrampServer,
  STAND_IN_OPTIONS,
  startOnrampServer,
} from '../onramp/testing/onrampServer'
import { createConvertApi } from '../swap/createConvertApi'
import { accountDataFixture, RECEIVER, refusingWallet, SENDER } from '../testing/accountDataFixture'
import { TEST_PROJECT_ID } from '../testing/accountTestKit'
import { batchingWallet } from '../testing/batchingWallet'
import { type ChainDataServer, startChainDataServer } from '../testing/chainDataServer'
import { convertStandIn } from '../testing/convertStandIn'
import { startTestChain, type TestChain } from '../testing/testChain'
import { createPayFlow } from './createPayFlow'

const PRICES = { ETH: 2000, FUSD: 1, FOY: 0.5 }
let chain: TestChain
let server: ChainDataServer
let client: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  chain = await startTestChain()
  client = createPublicClient({ transport: http(chain.anvil.rpcUrl) })
})
afterAll(() => chain.stop())
beforeEach(async () => {
  server = await startChainDataServer({
    balances: (address) => chain.balancesOf(address as `0x${string}`, PRICES),
    convert: convertStandIn(chain.anvil.rpcUrl, chain.deployment).handler,
  })
})
afterEach(() => server.close())

const token = (symbol: string) => {
  const found = chain.deployment.tokens.find((entry) => entry.symbol === symbol)
  if (!found) throw new Error(`No dev token ${symbol}`)
  return found
}
const balance = (symbol: string, owner: `0x${string}`) =>
  client.readContract({
    address: token(symbol).address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
const chainId = () => Number(chain.network.id)

async function ready(options: Parameters<typeof accountDataFixture>[2] = {}) {
  const fixture = await accountDataFixture(server, chain.network, options)
  return { ...fixture, pay: fixture.data.pay }
}

/** Every (operation, status) Activity's pending list showed while the flow ran. */
function pendingSeen(flow: Awaited<ReturnType<typeof ready>>) {
  const seen: string[] = []
  flow.data.pending.subscribe(({ items }) => {
    for (const item of items) seen.push(`${item.operationType}:${item.status}`)
  })
  return seen
}

async function planned(flow: Awaited<ReturnType<typeof ready>>) {
  await expect.poll(() => flow.pay.get().step, { timeout: 20_000 }).not.toBe('planning')
  return flow.pay.get()
}

describe('createPayFlow (against anvil)', () => {
  it('refuses bad input with the product’s words', async () => {
    const { pay } = await ready()
    const foy = token('FOY').address
    expect(() => pay.start({ to: 'nope', amount: '1', token: foy, chainId: chainId() })).toThrow(
      'An amount and receiver address are required',
    )
    expect(() => pay.start({ to: RECEIVER, amount: '0', token: foy, chainId: chainId() })).toThrow(
      'An amount and receiver address are required',
    )
    expect(() => pay.start({ to: RECEIVER, amount: '1', token: '', chainId: chainId() })).toThrow(
      'A token is required',
    )
    expect(() => pay.start({ to: RECEIVER, amount: '1', token: foy, chainId: 'solana:x' })).toThrow(
      'Unsupported chain',
    )
    expect(pay.get().step).toBe('idle')
  })

  it('refuses when nothing is connected', async () => {
    const { pay } = await ready({ connect: false })
    expect(() =>
      pay.start({ to: RECEIVER, amount: '1', token: token('FOY').address, chainId: chainId() }),
    ).toThrow('Connect a wallet to pay')
  })

  it('pays by a transfer when the balance covers the amount', async () => {
    const flow = await ready()
    const before = await balance('FOY', RECEIVER)
    const paid = flow.pay.start({
      to: RECEIVER,
      amount: '3',
      token: token('FOY').address,
      chainId: `eip155:${chainId()}`,
    })
    const state = await planned(flow)
    expect(state.step).toBe('ready')
    expect(state.swap).toBeUndefined()
    await flow.pay.confirm()
    const hash = await paid
    expect(flow.pay.get().step).toBe('done')
    expect(flow.pay.get().hash).toBe(hash)
    expect(await balance('FOY', RECEIVER)).toBe(before + parseUnits('3', token('FOY').decimals))
  })

  it('pays the native coin', async () => {
    const flow = await ready()
    const before = await client.getBalance({ address: RECEIVER })
    const paid = flow.pay.start({
      to: RECEIVER,
      amount: '0.01',
      token: NATIVE_TOKEN_ADDRESS,
      chainId: chainId(),
    })
    await planned(flow)
    await flow.pay.confirm()
    await paid
    expect(await client.getBalance({ address: RECEIVER })).toBe(before + parseUnits('0.01', 18))
  })

  it('swaps FUSD for the missing FOY first, then pays exactly the amount', async () => {
    const flow = await ready()
    const foy = token('FOY')
    const held = await balance('FOY', SENDER)
    const amount = held + parseUnits('25', foy.decimals)
    const [fusdBefore, receiverBefore] = await Promise.all([
      balance('FUSD', SENDER),
      balance('FOY', RECEIVER),
    ])
    const paid = flow.pay.start({
      to: RECEIVER,
      amount: formatUnits(amount, foy.decimals),
      token: foy.address,
      chainId: chainId(),
    })
    const state = await planned(flow)
    expect(state.error).toBeUndefined()
    expect(state.step).toBe('ready')
    expect(state.swap?.from.symbol).toBe('FUSD')
    expect(state.swap?.toAmountMin).toBeGreaterThanOrEqual(amount - held)
    expect(state.swap?.approve).toBeDefined()
    expect(state.batched).toBe(false)
    const seen = pendingSeen(flow)
    await flow.pay.confirm()
    const hash = await paid
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await expect.poll(() => flow.pay.get().step).toBe('done')
    expect(flow.pay.get().progress).toEqual({ approve: 'done', swap: 'done', pay: 'done' })
    expect(await balance('FOY', RECEIVER)).toBe(receiverBefore + state.amount)
    expect(await balance('FUSD', SENDER)).toBe(fusdBefore - (state.swap?.fromAmount ?? 0n))
    // Activity listed the swap and the payment as pending while they confirmed, then confirmed.
    const items = flow.data.pending.get().items
    expect(items.map((item) => [item.operationType, item.status])).toEqual([
      ['send', 'confirmed'],
      ['trade', 'confirmed'],
    ])
    expect(items[0]?.hash).toBe(hash)
    expect(items[0]?.to).toBe(RECEIVER)
    expect(items[1]?.transfers.map((transfer) => transfer.fungible_info?.symbol)).toEqual([
      'FUSD',
      'FOY',
    ])
    expect(seen).toContain(`trade:pending`)
    expect(seen).toContain(`send:pending`)
  })

  it('sends the approval, the swap and the payment as one batch where the account can', async () => {
    const wallet = batchingWallet(chain.anvil.rpcUrl)
    const flow = await ready({ connector: wallet.connector })
    const foy = token('FOY')
    const held = await balance('FOY', SENDER)
    const amount = held + parseUnits('10', foy.decimals)
    const [fusdBefore, receiverBefore] = await Promise.all([
      balance('FUSD', SENDER),
      balance('FOY', RECEIVER),
    ])
    const paid = flow.pay.start({
      to: RECEIVER,
      amount: formatUnits(amount, foy.decimals),
      token: foy.address,
      chainId: chainId(),
    })
    const state = await planned(flow)
    expect(state.error).toBeUndefined()
    expect(state.batched).toBe(true)
    expect(state.swap?.approve).toBeDefined()
    const seen = pendingSeen(flow)
    await flow.pay.confirm()
    const hash = await paid
    expect(flow.pay.get().step).toBe('done')
    expect(flow.pay.get().hash).toBe(hash)
    expect(flow.pay.get().progress).toEqual({ approve: 'done', swap: 'done', pay: 'done' })
    // One request to the wallet for all three calls, followed by its status.
    expect(wallet.requests.filter((method) => method === 'wallet_sendCalls')).toHaveLength(1)
    expect(wallet.requests).not.toContain('eth_sendTransaction')
    expect(wallet.requests).toContain('wallet_getCallsStatus')
    expect(await balance('FOY', RECEIVER)).toBe(receiverBefore + amount)
    expect(await balance('FUSD', SENDER)).toBe(fusdBefore - (state.swap?.fromAmount ?? 0n))
    // One pending entry for the batch, confirmed under the transaction that carried it.
    const items = flow.data.pending.get().items
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ status: 'confirmed', hash, to: RECEIVER })
    expect(seen).toContain('execute:pending')
  })

  it('keeps the promise when the wallet refuses, and rejects it when the visitor cancels', async () => {
    const flow = await ready({ connector: refusingWallet(chain.anvil.rpcUrl) })
    const paid = flow.pay.start({
      to: RECEIVER,
      amount: '1',
      token: token('FOY').address,
      chainId: chainId(),
    })
    await planned(flow)
    await flow.pay.confirm()
    expect(flow.pay.get().step).toBe('ready')
    expect(flow.pay.get().error?.code).toBe('TRANSACTION_REJECTED')
    flow.pay.cancel()
    await expect(paid).rejects.toMatchObject({ code: 'PAY_CANCELLED' })
  })
})

describe('createPayFlow buying first (on-ramp stand-in)', () => {
  let onrampServer: OnrampServer
  beforeEach(async () => {
    // The stand-in sells this chain's FUSD, at 4000 the whole token (1 FUSD is 4000.00).
    const [provider] = STAND_IN_OPTIONS.providers
    if (!provider) throw new Error('no stand-in provider')
    const fusd = token('FUSD')
    const sold = { symbol: 'FUSD', name: 'Foyer USD', address: fusd.address, decimals: 6 }
    const networks = [
      { ...provider.networks[0], network: chain.network.caipNetworkId, name: 'A', tokens: [sold] },
    ]
    onrampServer = await startOnrampServer({
      options: { sample: false, providers: [{ ...provider, networks }] },
    })
    onrampServer.pricedQuotes(true)
  })
  afterEach(() => onrampServer.close())

  /**
   * A Pay flow whose balances say the account holds only the native coin (nothing to swap
   * from), with the on-ramp flow on the stand-in. The account really holds FUSD on chain, which
   * the payment then sends once the purchase is marked delivered.
   */
  async function buying() {
    const onlyNative = await startChainDataServer({
      balances: async (address) =>
        (await chain.balancesOf(address as `0x${string}`, PRICES)).filter(
          (entry) => !entry.address,
        ),
      convert: convertStandIn(chain.anvil.rpcUrl, chain.deployment).handler,
    })
    const fixture = await accountDataFixture(onlyNative, chain.network)
    const target = () => readAccountTarget(fixture.account.get(), fixture.network.get())
    const logger = createLogger({ level: 'silent' })
    const onramp = createOnrampFlow({
      api: createOnrampApi(
        createApiClient({ baseUrl: onrampServer.url, projectId: TEST_PROJECT_ID }),
        'Europe/Paris',
      ),
      target,
      router: fixture.router,
      modal: fixture.modal,
      logger,
      onSettled: () => {},
      openWindow: () => null,
      pollMs: 10,
    })
    const pay = createPayFlow({
      api: createConvertApi(
        createApiClient({ baseUrl: onlyNative.url, projectId: TEST_PROJECT_ID }),
      ),
      config: fixture.config,
      target,
      balances: fixture.data.balances,
      pending: fixture.data.pending,
      onramp,
      canBuy: () => true,
      modal: fixture.modal,
      logger,
      onSettled: () => {},
    })
    return { pay, close: () => onlyNative.close() }
  }

  const deliver = async () => {
    await expect.poll(() => onrampServer.purchases.length).toBe(1)
    const purchase = onrampServer.purchases[0]
    if (!purchase) throw new Error('no purchase')
    purchase.status = 'completed'
    purchase.txHash = `0x${'cd'.repeat(32)}`
    return purchase
  }

  it('buys the shortfall, follows it to delivery, then pays and resolves with the hash', async () => {
    const { pay, close } = await buying()
    try {
      const fusd = token('FUSD')
      const before = await balance('FUSD', RECEIVER)
      const paid = pay.start({
        to: RECEIVER,
        amount: '0.5',
        token: fusd.address,
        chainId: chainId(),
      })
      await expect.poll(() => pay.get().step, { timeout: 20_000 }).not.toBe('planning')
      const state = pay.get()
      expect(state.error).toBeUndefined()
      expect(state.swap).toBeUndefined()
      expect(state.buy?.provider).toBe('Foyer sandbox')
      expect(state.buy?.cryptoAmount).toBeGreaterThanOrEqual(parseUnits('0.5', fusd.decimals))
      expect(state.progress).toEqual({ buy: 'waiting', pay: 'waiting' })
      const confirming = pay.confirm()
      await expect.poll(() => pay.get().step).toBe('buying')
      const purchase = await deliver()
      expect(purchase.request).toMatchObject({ address: SENDER, fiatAmount: state.buy?.fiatAmount })
      await confirming
      const hash = await paid
      expect(pay.get()).toMatchObject({ step: 'done', hash })
      expect(pay.get().progress).toEqual({ buy: 'done', pay: 'done' })
      expect(await balance('FUSD', RECEIVER)).toBe(before + parseUnits('0.5', fusd.decimals))
    } finally {
      await close()
    }
  })

  it('pays nothing when the visitor cancelled while buying', async () => {
    const { pay, close } = await buying()
    try {
      const fusd = token('FUSD')
      const before = await balance('FUSD', RECEIVER)
      const paid = pay.start({
        to: RECEIVER,
        amount: '0.5',
        token: fusd.address,
        chainId: chainId(),
      })
      paid.catch(() => undefined)
      await expect.poll(() => pay.get().step, { timeout: 20_000 }).toBe('ready')
      const confirming = pay.confirm()
      await expect.poll(() => pay.get().step).toBe('buying')
      pay.cancel()
      await expect(paid).rejects.toMatchObject({ code: 'PAY_CANCELLED' })
      await deliver()
      await confirming
      expect(pay.get()).toMatchObject({ step: 'failed', error: { code: 'PAY_CANCELLED' } })
      expect(await balance('FUSD', RECEIVER)).toBe(before)
    } finally {
      await close()
    }
  })

  it('fails the payment with the provider’s reason when the purchase fails', async () => {
    const { pay, close } = await buying()
    try {
      const paid = pay.start({
        to: RECEIVER,
        amount: '0.5',
        token: token('FUSD').address,
        chainId: chainId(),
      })
      paid.catch(() => undefined)
      await expect.poll(() => pay.get().step, { timeout: 20_000 }).toBe('ready')
      const confirming = pay.confirm()
      await expect.poll(() => onrampServer.purchases.length).toBe(1)
      const purchase = onrampServer.purchases[0]
      if (!purchase) throw new Error('no purchase')
      purchase.status = 'failed'
      purchase.failure = 'The card was declined: no money was taken and nothing was sent'
      await confirming
      expect(pay.get()).toMatchObject({
        step: 'failed',
        error: { code: 'ONRAMP_CARD_DECLINED' },
        progress: { buy: 'failed', pay: 'waiting' },
      })
    } finally {
      await close()
    }
  })
})
