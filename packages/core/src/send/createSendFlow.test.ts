import { testAddresses } from '@foyer/devchain'
import type { Balance } from '@foyer/protocol'
import { mock } from '@wagmi/core'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PENDING_TRANSACTIONS_LIMIT } from '../account/accountLimits'
import { readAccountTarget } from '../account/accountTarget'
import { createLogger } from '../logger/createLogger'
import { accountDataFixture, RECEIVER, refusingWallet, SENDER } from '../testing/accountDataFixture'
import { type ChainDataServer, startChainDataServer } from '../testing/chainDataServer'
import { startTestChain, TEST_EXPLORER_URL, type TestChain } from '../testing/testChain'
import { sentItem } from '../testing/transactions'
import { createSendFlow } from './createSendFlow'
import type { SendFee } from './estimateSendFee'
import type { SendStep } from './sendState'

/** Prices the stand-in API gives, in usd. */
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
  })
})
afterEach(() => server.close())

const token = (symbol: string) => {
  const found = chain.deployment.tokens.find((entry) => entry.symbol === symbol)
  if (!found) throw new Error(`No dev token ${symbol}`)
  return found
}
const tokenBalance = (symbol: string, owner: `0x${string}`) =>
  client.readContract({
    address: token(symbol).address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

async function ready(options: Parameters<typeof accountDataFixture>[2] = {}) {
  const fixture = await accountDataFixture(server, chain.network, options)
  await fixture.data.balances.load()
  const balance = (symbol: string): Balance => {
    const found = fixture.data.balances.get().balances.find((entry) => entry.symbol === symbol)
    if (!found) throw new Error(`No balance of ${symbol}`)
    return found
  }
  const steps: SendStep[] = []
  fixture.data.send.subscribe((state, previous) => {
    if (state.step !== previous.step) steps.push(state.step)
  })
  return { ...fixture, send: fixture.data.send, balance, steps }
}

/** Fills WalletSend as a visitor does: open, pick the token, amount and receiver. */
function fill(
  { send, router, balance }: Awaited<ReturnType<typeof ready>>,
  symbol: string,
  amount: string,
  receiver: string = RECEIVER,
) {
  send.open()
  router.push('WalletSendSelectToken')
  send.chooseToken(balance(symbol))
  send.setAmount(amount)
  send.setReceiver(receiver)
}

describe('createSendFlow (against anvil)', () => {
  it('sends the native coin: preview with the fee, then pending, then confirmed with a link', async () => {
    const flow = await ready()
    const before = await client.getBalance({ address: RECEIVER })
    fill(flow, 'ETH', '0.5')
    expect(flow.router.get().view).toBe('WalletSend')

    await flow.send.review()
    expect(flow.router.get().view).toBe('WalletSendPreview')
    const { feeValue, error } = flow.send.get()
    const fee = flow.send.get().fee as SendFee | null | undefined
    expect(error).toBeUndefined()
    expect(fee?.gas).toBe(21_000n)
    expect(fee?.total).toBe(21_000n * (fee?.feePerGas ?? 0n))
    expect(feeValue).toBeCloseTo(Number(formatUnits(fee?.total ?? 0n, 18)) * PRICES.ETH, 9)

    let pendingSeen = false
    const unwatch = flow.send.subscribe((state) => {
      if (state.step !== 'pending') return
      // While it is pending, Activity shows it first, as pending.
      const [first] = flow.data.activity.get().items
      pendingSeen = first?.hash === state.hash && first?.status === 'pending'
    })
    await flow.data.activity.load()
    await flow.send.confirm()
    unwatch()

    expect(flow.steps).toEqual(['preview', 'approving', 'pending', 'confirmed'])
    expect(pendingSeen).toBe(true)
    const { hash, explorerUrl } = flow.send.get()
    expect(explorerUrl).toBe(`${TEST_EXPLORER_URL}/tx/${hash}`)
    expect(await client.getBalance({ address: RECEIVER })).toBe(before + parseEther('0.5'))
    const receipt = await client.getTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt).toMatchObject({ status: 'success', from: SENDER.toLowerCase() })
    // Settled: the activity entry is confirmed and the balances are fetched past the cache.
    expect(flow.data.activity.get().items[0]).toMatchObject({ hash, status: 'confirmed' })
    await expect
      .poll(() => server.requestsTo('balance').at(-1)?.query.get('forceUpdate'))
      .toBe('true')

    flow.send.finish()
    expect(flow.router.get()).toMatchObject({ view: 'Account', history: [] })
    expect(flow.send.get()).toMatchObject({ step: 'form', amount: '', token: undefined })
  })

  it('sends an ERC-20 token with transfer', async () => {
    const flow = await ready()
    const before = await tokenBalance('FUSD', RECEIVER)
    fill(flow, 'FUSD', '12.5')
    await flow.send.review()
    expect((flow.send.get().fee as SendFee | null)?.gas).toBeGreaterThan(21_000n)
    await flow.send.confirm()
    expect(flow.send.get().step).toBe('confirmed')
    expect(await tokenBalance('FUSD', RECEIVER)).toBe(before + parseUnits('12.5', 6))
    const [item] = flow.data.pending.get().items
    expect(item).toMatchObject({ status: 'confirmed', to: RECEIVER })
    expect(item?.transfers[0]).toMatchObject({ quantity: { numeric: '12.5' }, direction: 'out' })
  })

  it('shows the product’s messages and stays on the form when the draft is incomplete', async () => {
    const flow = await ready()
    flow.send.open()
    flow.send.setReceiver(RECEIVER)
    await flow.send.review()
    expect(flow.send.get().error).toMatchObject({ code: 'AMOUNT_AND_RECEIVER_REQUIRED' })
    flow.send.setAmount('1')
    await flow.send.review()
    expect(flow.send.get().error).toMatchObject({ code: 'TOKEN_REQUIRED' })
    expect(flow.router.get().view).toBe('WalletSend')
    expect(flow.modal.get().shake).toBe(true)
    expect(flow.steps).toEqual([])
  })

  it('refuses more than the balance, and the native coin with no room for the fee', async () => {
    const flow = await ready()
    const { numeric } = flow.balance('FOY').quantity
    fill(flow, 'FOY', `${numeric}1`)
    await flow.send.review()
    expect(flow.send.get().error).toMatchObject({ code: 'INSUFFICIENT_BALANCE' })

    fill(flow, 'ETH', flow.balance('ETH').quantity.numeric)
    await flow.send.review()
    expect(flow.send.get()).toMatchObject({
      step: 'preview',
      error: { code: 'INSUFFICIENT_BALANCE' },
    })
    await flow.send.confirm()
    expect(flow.steps).not.toContain('approving')
  })

  it('fills in the most that can be sent: the native coin less the fee', async () => {
    const flow = await ready()
    fill(flow, 'ETH', '')
    await flow.send.setMax()
    const max = parseEther(flow.send.get().amount)
    const held = await client.getBalance({ address: SENDER })
    expect(max).toBeLessThan(held)
    expect(held - max).toBeLessThan(parseEther('0.01'))
    await flow.send.review()
    expect(flow.send.get().error).toBeUndefined()

    fill(flow, 'FUSD', '')
    await flow.send.setMax()
    expect(parseUnits(flow.send.get().amount, 6)).toBe(await tokenBalance('FUSD', SENDER))
  })

  it('reads and fills in amounts with a decimal comma in German', async () => {
    const flow = await ready({ locale: 'de' })
    fill(flow, 'FUSD', '1,5')
    await flow.send.review()
    expect(flow.send.get().error).toBeUndefined()
    expect(flow.send.get().step).toBe('preview')

    // The most of the native coin is its balance less the fee: never a whole number.
    fill(flow, 'ETH', '')
    await flow.send.setMax()
    const max = flow.send.get().amount
    expect(max).toMatch(/^\d+,\d+$/)
    expect(parseEther(max.replace(',', '.'))).toBeLessThan(
      await client.getBalance({ address: SENDER }),
    )
  })

  it('sends the most it can of the native coin, capped at the fee the preview showed', async () => {
    // An account of its own: the Max send leaves it with (nearly) nothing.
    const sender = testAddresses[3] as `0x${string}`
    const flow = await ready({ connector: mock({ accounts: [sender] }) })
    const held = await client.getBalance({ address: sender })
    const before = await client.getBalance({ address: RECEIVER })
    fill(flow, 'ETH', '')
    await flow.send.setMax()
    const amount = parseEther(flow.send.get().amount)
    await flow.send.review()
    const fee = flow.send.get().fee as SendFee | null | undefined
    expect(flow.send.get().error).toBeUndefined()
    expect(amount + (fee?.total ?? held)).toBe(held)

    await flow.send.confirm()
    expect(flow.send.get()).toMatchObject({ step: 'confirmed', error: undefined })
    const hash = flow.send.get().hash as `0x${string}`
    // The transaction carries the preview's gas and fee caps, not the wallet's own.
    const sent = await client.getTransaction({ hash })
    expect(sent).toMatchObject({ type: 'eip1559', gas: fee?.gas, maxFeePerGas: fee?.feePerGas })
    expect(fee?.fees).toEqual({
      maxFeePerGas: sent.maxFeePerGas,
      maxPriorityFeePerGas: sent.maxPriorityFeePerGas,
    })
    const { gasUsed, effectiveGasPrice } = await client.getTransactionReceipt({ hash })
    const left = await client.getBalance({ address: sender })
    expect(left).toBe(held - amount - gasUsed * effectiveGasPrice)
    expect(left).toBeGreaterThanOrEqual(0n)
    expect(await client.getBalance({ address: RECEIVER })).toBe(before + amount)
  })

  it('refuses a token send when the native coin cannot pay its fee', async () => {
    const holder = testAddresses[4] as `0x${string}`
    const funder = createWalletClient({ account: SENDER, transport: http(chain.anvil.rpcUrl) })
    const funding = await funder.writeContract({
      chain: null,
      address: token('FUSD').address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [holder, parseUnits('20', 6)],
    })
    await client.waitForTransactionReceipt({ hash: funding })
    const node = createTestClient({ mode: 'anvil', transport: http(chain.anvil.rpcUrl) })
    await node.setBalance({ address: holder, value: 0n })
    const flow = await ready({ connector: mock({ accounts: [holder] }) })
    const before = await tokenBalance('FUSD', RECEIVER)
    fill(flow, 'FUSD', '5')
    await flow.send.review()
    expect(flow.send.get()).toMatchObject({
      step: 'preview',
      error: { code: 'INSUFFICIENT_FEE_BALANCE' },
    })
    expect(flow.send.get().fee?.total).toBeGreaterThan(0n)
    await flow.send.confirm()
    expect(flow.steps).not.toContain('approving')
    expect(flow.modal.get().shake).toBe(true)

    // With the native coin for the fee, the same send goes through.
    await node.setBalance({ address: holder, value: parseEther('1') })
    await flow.send.review()
    expect(flow.send.get().error).toBeUndefined()
    await flow.send.confirm()
    expect(flow.send.get().step).toBe('confirmed')
    expect(await tokenBalance('FUSD', RECEIVER)).toBe(before + parseUnits('5', 6))
  })

  it(`refuses a send while ${PENDING_TRANSACTIONS_LIMIT} transactions are pending`, async () => {
    const flow = await ready()
    for (let n = 1; n <= PENDING_TRANSACTIONS_LIMIT; n++) flow.data.pending.add(sentItem(n))
    fill(flow, 'ETH', '0.1')
    await flow.send.review()
    expect(flow.send.get().error).toMatchObject({ code: 'TOO_MANY_PENDING' })
    expect(flow.router.get().view).toBe('WalletSend')
  })

  it('says so when the wallet declines, and lets the visitor confirm again', async () => {
    const flow = await ready({ connector: refusingWallet(chain.anvil.rpcUrl) })
    fill(flow, 'ETH', '0.01')
    await flow.send.review()
    await flow.send.confirm()
    expect(flow.send.get()).toMatchObject({
      step: 'preview',
      error: { code: 'TRANSACTION_REJECTED' },
    })
    expect(flow.steps).toEqual(['preview', 'approving', 'preview'])
    expect(flow.data.pending.get().items).toEqual([])
  })

  it('says so when the wallet fails to send', async () => {
    const error = { code: -32603, message: 'Internal error' }
    const flow = await ready({ connector: refusingWallet(chain.anvil.rpcUrl, error) })
    fill(flow, 'ETH', '0.01')
    await flow.send.review()
    await flow.send.confirm()
    expect(flow.send.get()).toMatchObject({
      step: 'preview',
      error: { code: 'TRANSACTION_FAILED' },
    })
  })

  it('without a fee estimate (docs/product.md#fallbacks: a gas price failure gives null) still lets the wallet try', async () => {
    // The API reports more FUSD than the chain holds: estimating the transfer fails.
    const held = await tokenBalance('FUSD', SENDER)
    server.handlers.balances = async (address) =>
      (await chain.balancesOf(address as `0x${string}`, PRICES)).map((entry) =>
        entry.symbol === 'FUSD'
          ? { ...entry, quantity: { ...entry.quantity, numeric: formatUnits(held * 2n, 6) } }
          : entry,
      )
    const flow = await ready()
    fill(flow, 'FUSD', formatUnits(held + 1n, 6))
    await flow.send.review()
    expect(flow.send.get()).toMatchObject({ step: 'preview', fee: null, error: undefined })
    await flow.send.confirm()
    // This wallet (anvil) sends it anyway; the chain reverts it.
    expect(flow.steps).toEqual(['preview', 'approving', 'pending', 'failed'])
    expect(flow.send.get().error).toMatchObject({ code: 'TRANSACTION_REVERTED' })
  })

  it('reports a transaction that is mined but reverted', async () => {
    const flow = await ready()
    const spender = testAddresses[2] as `0x${string}`
    const sender = createWalletClient({ account: SENDER, transport: http(chain.anvil.rpcUrl) })
    fill(flow, 'FOY', '1')
    await flow.send.review()
    expect(flow.send.get().fee).not.toBeNull()
    // Between the preview and the confirmation the account's FOY leaves (another tab, say).
    const all = await tokenBalance('FOY', SENDER)
    const drain = await sender.writeContract({
      chain: null,
      address: token('FOY').address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [spender, all],
    })
    await client.waitForTransactionReceipt({ hash: drain })
    try {
      await flow.send.confirm()
      expect(flow.send.get()).toMatchObject({
        step: 'failed',
        error: { code: 'TRANSACTION_REVERTED' },
      })
      expect(flow.send.get().explorerUrl).toContain(`${TEST_EXPLORER_URL}/tx/0x`)
      expect(flow.data.pending.get().items[0]).toMatchObject({ status: 'failed' })
    } finally {
      const back = createWalletClient({ account: spender, transport: http(chain.anvil.rpcUrl) })
      const hash = await back.writeContract({
        chain: null,
        address: token('FOY').address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [SENDER, all],
      })
      await client.waitForTransactionReceipt({ hash })
    }
  })

  it('says so when the confirmation cannot be followed, and keeps the transaction pending', async () => {
    const flow = await ready()
    const send = createSendFlow({
      config: flow.config,
      target: () => readAccountTarget(flow.account.get(), flow.network.get()),
      nativePrice: () => undefined,
      pending: flow.data.pending,
      router: flow.router,
      modal: flow.modal,
      logger: createLogger({ level: 'silent' }),
      onSettled: () => {},
      receiptTimeoutMs: 50,
    })
    send.open()
    send.chooseToken(flow.balance('ETH'))
    send.setAmount('0.01')
    send.setReceiver(RECEIVER)
    await send.review()
    const node = createTestClient({ mode: 'anvil', transport: http(chain.anvil.rpcUrl) })
    // The chain mines nothing meanwhile: the transaction stays pending past the wait.
    await node.setAutomine(false)
    try {
      await send.confirm()
      expect(send.get()).toMatchObject({
        step: 'failed',
        error: { code: 'RECEIPT_UNAVAILABLE' },
      })
      expect(flow.data.pending.get().items[0]).toMatchObject({
        hash: send.get().hash,
        status: 'pending',
      })
    } finally {
      await node.setAutomine(true)
      await node.mine({ blocks: 1 })
    }
  })

  it('starts over when the account moves to another network', async () => {
    const flow = await ready()
    fill(flow, 'ETH', '0.1')
    flow.network.set({ caipNetwork: undefined, isSupported: false })
    expect(flow.send.get()).toMatchObject({ token: undefined, amount: '', receiver: '' })
    expect(flow.data.balances.get().status).toBe('idle')
  })
})
