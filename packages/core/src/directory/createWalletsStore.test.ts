import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../api/createApiClient'
import { walletEntry } from '../testing/walletEntry'
import { createWalletsStore } from './createWalletsStore'

const wallet = (i: number) => walletEntry(`wallet-${i}`, { name: `Wallet ${i}` })

/** A directory of `size` wallets answering like /getWallets, recording each request. */
function directory(size: number, options: { failWith?: number; delays?: number[] } = {}) {
  const wallets = Array.from({ length: size }, (_, i) => wallet(i + 1))
  const requests: URLSearchParams[] = []
  const fetch = async (input: string | URL | Request) => {
    const params = new URL(String(input)).searchParams
    requests.push(params)
    const delay = options.delays?.shift()
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
    if (options.failWith) return new Response('{}', { status: options.failWith })
    const include = params.get('include')?.split(',')
    const search = params.get('search')?.toLowerCase()
    const matches = wallets.filter(
      (w) =>
        (!include || include.includes(w.id)) && (!search || w.name.toLowerCase().includes(search)),
    )
    const page = Number(params.get('page') ?? 1)
    const entries = Number(params.get('entries') ?? 40)
    const data = matches.slice((page - 1) * entries, page * entries)
    return new Response(JSON.stringify({ data, count: matches.length }))
  }
  const api = createApiClient({
    baseUrl: 'http://localhost:8787',
    projectId: 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7',
    fetch: fetch as typeof globalThis.fetch,
  })
  return { api, requests }
}

describe('createWalletsStore', () => {
  it('loads featured wallets in the dapp’s order and the recommended ones without them', async () => {
    const { api, requests } = directory(60)
    const store = createWalletsStore({
      api,
      chains: ['eip155:1', 'eip155:8453'],
      options: { featuredWalletIds: ['wallet-3', 'wallet-1'], excludeWalletIds: ['wallet-9'] },
    })
    await store.loadLists()
    const state = store.get()
    expect(state.featured.map((w) => w.id)).toEqual(['wallet-3', 'wallet-1'])
    expect(state.recommended.map((w) => w.id)).not.toContain('wallet-1')
    expect(state.total).toBe(60)
    expect(state.listsStatus).toBe('ready')
    for (const params of requests) {
      expect(params.get('chains')).toBe('eip155:1,eip155:8453')
      expect(params.get('exclude')).toBe('wallet-9')
    }
  })

  it('loads the lists again after a failure, once however often it is asked', async () => {
    let fail = true
    const ok = directory(10)
    const failing = directory(10, { failWith: 500 })
    const fetchCount = { n: 0 }
    const api = {
      ...ok.api,
      get: (...args: Parameters<typeof ok.api.get>) => {
        fetchCount.n++
        return fail ? failing.api.get(...args) : ok.api.get(...args)
      },
    } as typeof ok.api
    const store = createWalletsStore({ api, chains: ['eip155:1'], options: {} })
    await store.loadLists()
    expect(store.get()).toMatchObject({ listsStatus: 'error', error: 'HTTP status code: 500' })
    fail = false
    const retry = store.loadLists()
    expect(store.get()).toMatchObject({ listsStatus: 'loading', error: undefined })
    await Promise.all([retry, store.loadLists()])
    expect(fetchCount.n).toBe(2)
    expect(store.get()).toMatchObject({ listsStatus: 'ready', total: 10, error: undefined })
    expect(store.get().recommended).toHaveLength(8)
  })

  it('pages by 40 and prefetches the images of the first 20 of each page', async () => {
    const { api, requests } = directory(90)
    const prefetched: string[] = []
    const store = createWalletsStore({
      api,
      chains: [],
      options: {},
      prefetchImage: (url) => prefetched.push(url),
    })
    await store.loadNextPage()
    expect(store.get().all).toMatchObject({ page: 1, count: 90, status: 'ready' })
    expect(store.get().all.wallets).toHaveLength(40)
    expect(prefetched).toHaveLength(20)
    expect(prefetched[0]).toContain('/getWalletImage/wallet-1?')
    await store.loadNextPage()
    await store.loadNextPage()
    expect(store.get().all.wallets).toHaveLength(90)
    await store.loadNextPage()
    expect(requests.map((params) => [params.get('page'), params.get('entries')])).toEqual([
      ['1', '40'],
      ['2', '40'],
      ['3', '40'],
    ])
    expect(prefetched).toHaveLength(20 + 20 + 10)
  })

  it("reports a failed page as 'HTTP status code: 500' and keeps what it had", async () => {
    const { api } = directory(10, { failWith: 500 })
    const store = createWalletsStore({ api, chains: [], options: {} })
    await store.loadNextPage()
    expect(store.get().all.status).toBe('error')
    expect(store.get().error).toBe('HTTP status code: 500')
    await store.loadLists()
    expect(store.get().listsStatus).toBe('error')
  })

  describe('search', () => {
    beforeEach(() => vi.useFakeTimers())
    afterEach(() => vi.useRealTimers())

    it('asks once for 100 entries, 300 ms after typing stops', async () => {
      const { api, requests } = directory(120)
      const store = createWalletsStore({ api, chains: [], options: {} })
      for (const query of ['w', 'wa', 'wal', 'wallet 1']) {
        store.search(query)
        await vi.advanceTimersByTimeAsync(100)
      }
      expect(requests).toHaveLength(0)
      await vi.advanceTimersByTimeAsync(200)
      expect(requests).toHaveLength(1)
      expect(requests[0]?.get('search')).toBe('wallet 1')
      expect(requests[0]?.get('entries')).toBe('100')
      expect(store.get().search.status).toBe('ready')
      expect(store.get().search.count).toBe(32)
    })

    it('ignores an answer to a search that was replaced', async () => {
      const { api } = directory(30, { delays: [1000, 0] })
      const store = createWalletsStore({ api, chains: [], options: {} })
      store.search('wallet 1')
      await vi.advanceTimersByTimeAsync(300)
      store.search('wallet 2')
      await vi.advanceTimersByTimeAsync(300)
      await vi.advanceTimersByTimeAsync(1000)
      expect(store.get().search.query).toBe('wallet 2')
      expect(store.get().search.wallets.every((w) => w.name.startsWith('Wallet 2'))).toBe(true)
    })

    it('clears with an empty query and sends nothing', async () => {
      const { api, requests } = directory(30)
      const store = createWalletsStore({ api, chains: [], options: {} })
      store.search('wal')
      store.search('  ')
      await vi.advanceTimersByTimeAsync(1000)
      expect(requests).toHaveLength(0)
      expect(store.get().search).toEqual({ query: '', wallets: [], count: 0, status: 'idle' })
    })
  })
})
