import { NATIVE_TOKEN_ADDRESS } from '@foyer/protocol'
import { createPublicClient, erc20Abi, formatUnits, http, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { accountDataFixture, RECEIVER, refusingWallet, SENDER } from '../testing/accountDataFixture'
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
    await flow.pay.confirm()
    const hash = await paid
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await expect.poll(() => flow.pay.get().step).toBe('done')
    expect(flow.pay.get().progress).toEqual({ approve: 'done', swap: 'done', pay: 'done' })
    expect(await balance('FOY', RECEIVER)).toBe(receiverBefore + state.amount)
    expect(await balance('FUSD', SENDER)).toBe(fusdBefore - (state.swap?.fromAmount ?? 0n))
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
