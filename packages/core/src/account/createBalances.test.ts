import { formatErrorMessage } from '@foyer/protocol'
// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bitcoin } from '../networks/bitcoinNetworks'
import { devChainA, devChainB } from '../networks/devChains'
import type { Network } from '../networks/network'
import { accountTestKit, balanceOf, TEST_PROJECT_ID } from '../testing/accountTestKit'
import { type ChainDataServer, startChainDataServer } from '../testing/chainDataServer'
import { TOKEN_BALANCE_RETRY_BLOCK_MS } from './accountLimits'
import { createBalances } from './createBalances'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let server: ChainDataServer

beforeEach(async () => {
  server = await startChainDataServer({
    balances: (_, query) => [
      balanceOf(devChainA, {
        symbol: 'ETH',
        numeric: '2.5',
        price: query.get('currency') === 'eur' ? 2000 : 2500,
      }),
      balanceOf(devChainA, {
        symbol: 'FUSD',
        numeric: '10.25',
        decimals: 6,
        price: 1,
        address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      }),
    ],
  })
})
afterEach(() => server.close())

function setup(network: Network = devChainA, currency: 'usd' | 'eur' = 'usd') {
  const kit = accountTestKit(server, network, address)
  const balances = createBalances({ ...kit, currency })
  const toast = () => kit.toasts.get().toast
  return { kit, balances, toast }
}

describe('createBalances', () => {
  it('fetches the balances and their total in the chosen currency, with projectId, st and sv', async () => {
    const { balances, toast } = setup(devChainA, 'eur')
    await balances.load()
    const state = balances.get()
    expect(state.status).toBe('ready')
    expect(state.key).toBe(`${address}@eip155:31337`)
    expect(state.balances.map((balance) => balance.symbol)).toEqual(['ETH', 'FUSD'])
    expect(state.total).toBe(state.balances.reduce((sum, balance) => sum + balance.value, 0))
    expect(state.total).toBe(2.5 * 2000 + 10.25)
    expect(state.currency).toBe('eur')
    const [request] = server.requestsTo('balance')
    expect(request?.path).toBe(`/v1/account/${address}/balance`)
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      currency: 'eur',
      chainId: 'eip155:31337',
      projectId: TEST_PROJECT_ID,
      st: 'foyer',
      sv: '0.0.0',
    })
    expect(toast()).toBeNull()
  })

  it('asks past the API cache with forceUpdate=true when forced', async () => {
    const { balances } = setup()
    await balances.load({ force: true })
    expect(server.requestsTo('balance')[0]?.query.get('forceUpdate')).toBe('true')
  })

  it("after a failure shows 'Token Balance Unavailable' and makes no request for 30 s", async () => {
    const { balances, kit, toast } = setup()
    server.fail('balance', 502)
    await balances.load()
    expect(toast()).toMatchObject({
      variant: 'error',
      message: { code: 'TOKEN_BALANCE_UNAVAILABLE' },
    })
    expect(formatErrorMessage('TOKEN_BALANCE_UNAVAILABLE')).toBe('Token Balance Unavailable')
    const failedAt = kit.now()
    expect(balances.get()).toMatchObject({
      status: 'error',
      retryBlockedUntil: failedAt + TOKEN_BALANCE_RETRY_BLOCK_MS,
    })
    expect(TOKEN_BALANCE_RETRY_BLOCK_MS).toBe(30_000)
    server.heal('balance')

    kit.advance(TOKEN_BALANCE_RETRY_BLOCK_MS - 1)
    await balances.load({ force: true })
    expect(server.requestsTo('balance')).toHaveLength(1)
    expect(balances.get().status).toBe('error')

    kit.advance(1)
    await balances.load()
    expect(server.requestsTo('balance')).toHaveLength(2)
    expect(balances.get()).toMatchObject({ status: 'ready', retryBlockedUntil: undefined })
  })

  it('blocks the retry of the failed target only', async () => {
    server.handlers.supportedChains = ['eip155:31337', 'eip155:31338']
    const { balances, kit } = setup()
    server.fail('balance', 502)
    await balances.load()
    server.heal('balance')
    kit.moveTo(devChainB)
    await balances.load()
    expect(server.requestsTo('balance').map((request) => request.query.get('chainId'))).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])
    expect(balances.get().status).toBe('ready')
    // Back on the failed network within the block: no request, the block is shown.
    kit.moveTo(devChainA)
    await balances.load()
    expect(server.requestsTo('balance')).toHaveLength(2)
    expect(balances.get()).toMatchObject({ status: 'error', key: `${address}@eip155:31337` })
  })

  it("on a network the API does not serve shows 'Token Balance Unavailable' and asks nothing", async () => {
    const { balances, toast } = setup(devChainB)
    await balances.load()
    expect(balances.get()).toMatchObject({ status: 'unsupported', balances: [], total: 0 })
    expect(toast()).toMatchObject({
      variant: 'error',
      message: { code: 'TOKEN_BALANCE_UNAVAILABLE' },
    })
    expect(server.requestsTo('supported-chains')).toHaveLength(1)
    expect(server.requestsTo('balance')).toHaveLength(0)
  })

  it('counts a failed list of supported chains as a failed fetch', async () => {
    server.fail('supported-chains', 502)
    const { balances, toast } = setup()
    await balances.load()
    expect(balances.get().status).toBe('error')
    expect(balances.get().retryBlockedUntil).toBeDefined()
    expect(toast()?.message).toEqual({ code: 'TOKEN_BALANCE_UNAVAILABLE' })
    expect(server.requestsTo('balance')).toHaveLength(0)
  })

  it('fails on an answer that does not match the schema', async () => {
    server.handlers.balances = () => [{ symbol: 'ETH' } as never]
    const { balances, toast } = setup()
    await balances.load()
    expect(balances.get().status).toBe('error')
    expect(toast()?.message).toEqual({ code: 'TOKEN_BALANCE_UNAVAILABLE' })
  })

  it('asks nothing in a namespace without balances (docs/product.md: eip155 and solana only)', async () => {
    const { balances, toast } = setup(bitcoin)
    await balances.load()
    expect(balances.get().status).toBe('unsupported')
    expect(server.requests).toHaveLength(0)
    expect(toast()).toBeNull()
  })

  it('drops an answer for a target that is no longer shown', async () => {
    const { balances, kit } = setup()
    const loading = balances.load()
    kit.moveTo(undefined)
    balances.reset()
    await loading
    expect(balances.get()).toMatchObject({ status: 'idle', key: undefined, balances: [] })
  })

  it('shares one request between two loads of the same target', async () => {
    const { balances } = setup()
    await Promise.all([balances.load(), balances.load()])
    expect(server.requestsTo('balance')).toHaveLength(1)
  })
})
