import { NATIVE_TOKEN_ADDRESS } from '@foyer/protocol'
import { createPublicClient, erc20Abi, formatUnits, http, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { accountDataFixture, RECEIVER, refusingWallet, SENDER } from '../testing/accountDataFixture'
import { batchingWallet } from '../testing/batchingWallet'
import { type ChainDataServer, startChainDataServer } from '../testing/chainDataServer'
import { convertStandIn } from '../testing/convertStandIn'
import { startTestChain, type TestChain } from '../testing/testChain'

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
      ['execute', 'confirmed'],
    ])
    expect(items[0]?.hash).toBe(hash)
    expect(items[0]?.to).toBe(RECEIVER)
    expect(items[1]?.transfers.map((transfer) => transfer.fungible_info?.symbol)).toEqual([
      'FUSD',
      'FOY',
    ])
    expect(seen).toContain(`execute:pending`)
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
