// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { devChainA, devChainB } from '../networks/devChains'
import { solana } from '../networks/solanaNetworks'
import { accountTestKit } from '../testing/accountTestKit'
import { type ChainDataServer, startChainDataServer } from '../testing/chainDataServer'
import { sentItem, transactionOf } from '../testing/transactions'
import { createActivity } from './createActivity'
import { createPendingTransactions } from './createPendingTransactions'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** The history, newest first (45 … 1), served 20 at a time by cursor. */
const history = Array.from({ length: 45 }, (_, index) => transactionOf(45 - index))
let server: ChainDataServer

beforeEach(async () => {
  server = await startChainDataServer({
    supportedChains: ['eip155:31337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    history: (_, query) => {
      const from = Number(query.get('cursor') ?? 0)
      const next = from + 20 < history.length ? String(from + 20) : null
      return { data: history.slice(from, from + 20), next }
    },
  })
})
afterEach(() => server.close())

function setup(network = devChainA) {
  const kit = accountTestKit(server, network, address)
  const pending = createPendingTransactions()
  const activity = createActivity({ ...kit, pending })
  return { kit, pending, activity }
}

const numbers = (items: readonly { hash: string }[]) =>
  items.map((item) => Number.parseInt(item.hash, 16))

describe('createActivity', () => {
  it('pages through the history with the next cursor', async () => {
    const { activity } = setup()
    await activity.load()
    expect(activity.get()).toMatchObject({ status: 'ready', next: '20' })
    expect(numbers(activity.get().items)).toEqual(
      numbers(history.slice(0, 20).map((tx) => tx.metadata)),
    )
    await activity.loadMore()
    await activity.loadMore()
    expect(activity.get().next).toBeNull()
    expect(activity.get().items).toHaveLength(45)
    expect(server.requestsTo('history').map((request) => request.query.get('cursor'))).toEqual([
      null,
      '20',
      '40',
    ])
    // After the last page there is nothing more to ask.
    await activity.loadMore()
    expect(server.requestsTo('history')).toHaveLength(3)
    expect(server.requestsTo('history')[0]?.query.get('chainId')).toBe('eip155:31337')
  })

  it("shows the page's pending transactions first, until the API lists them", async () => {
    const { activity, pending } = setup()
    pending.add(sentItem(100))
    // Another network's and another address's transactions are not this account's.
    pending.add(sentItem(101, { chain: 'eip155:31338' }))
    pending.add(sentItem(102, { from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }))
    await activity.load()
    expect(numbers(activity.get().items).slice(0, 2)).toEqual([100, 45])
    expect(activity.get().items[0]).toMatchObject({ status: 'pending', local: true })

    // The API now lists it, confirmed: its entry replaces the page's and the record goes.
    history.unshift(transactionOf(100))
    try {
      await activity.load()
      expect(numbers(activity.get().items).slice(0, 2)).toEqual([100, 45])
      expect(activity.get().items[0]).toMatchObject({ status: 'confirmed', local: false })
      expect(pending.get().items.map((item) => item.id)).toEqual([
        sentItem(102).id,
        sentItem(101).id,
      ])
    } finally {
      history.shift()
    }
  })

  it('updates when a pending transaction of the page settles', async () => {
    const { activity, pending } = setup()
    await activity.load()
    pending.add(sentItem(50))
    expect(activity.get().items[0]).toMatchObject({ status: 'pending' })
    pending.settle(
      sentItem(50).hash,
      'confirmed',
      new Date(Date.UTC(2025, 0, 1, 0, 0, 50)).toISOString(),
    )
    expect(numbers(activity.get().items).slice(0, 2)).toEqual([50, 45])
    expect(activity.get().items[0]).toMatchObject({ status: 'confirmed', local: true })
  })

  it('asks nothing on a network the API does not serve', async () => {
    const { activity } = setup(devChainB)
    await activity.load()
    expect(activity.get()).toMatchObject({ status: 'unsupported', items: [] })
    expect(server.requestsTo('history')).toHaveLength(0)
  })

  it('asks nothing outside eip155 (docs/product.md: activity is eip155 only)', async () => {
    const { activity } = setup(solana)
    await activity.load()
    expect(activity.get().status).toBe('unsupported')
    expect(server.requests).toHaveLength(0)
  })

  it('says why the first page failed', async () => {
    server.fail('history', 502)
    const { activity } = setup()
    await activity.load()
    expect(activity.get()).toMatchObject({ status: 'error', error: 'HTTP status code: 502' })
  })

  it('keeps what it has when a further page fails, and can ask again', async () => {
    const { activity } = setup()
    await activity.load()
    server.fail('history', 502)
    await activity.loadMore()
    expect(activity.get()).toMatchObject({
      status: 'ready',
      next: '20',
      loadingMore: false,
      error: 'HTTP status code: 502',
    })
    expect(activity.get().items).toHaveLength(20)
    server.heal('history')
    await activity.loadMore()
    expect(activity.get()).toMatchObject({ next: '40', error: undefined })
    expect(activity.get().items).toHaveLength(40)
  })

  it('drops a page that arrives after the account moved', async () => {
    const { activity, kit } = setup()
    const loading = activity.load()
    kit.moveTo(devChainB)
    activity.reset()
    await loading
    expect(activity.get()).toMatchObject({ status: 'idle', items: [] })
  })
})
