import type { WalletEntry } from '@foyer/protocol'
import { WALLETS_PAGE_SIZE, WALLETS_SEARCH_SIZE } from '@foyer/protocol'
import type { ApiClient } from '../api/createApiClient'
import { createStore, type Store } from '../store/createStore'
import type { DirectoryOptions } from './directoryOptions'
import { assetImageUrl, type GetWalletsParams, getWallets, walletImageUrl } from './getWallets'
import {
  FEATURED_WALLETS_COUNT,
  RECOMMENDED_WALLETS_COUNT,
  WALLETS_PAGE_IMAGES,
  WALLETS_SEARCH_DEBOUNCE_MS,
} from './walletListSizes'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

export type WalletsState = {
  /** The dapp's featured wallets, in its order. */
  featured: WalletEntry[]
  /** The directory's first wallets; the Connect view shows RECOMMENDED_WALLETS_COUNT of them. */
  recommended: WalletEntry[]
  /** How many wallets the directory offers this dapp ("All wallets" count). */
  total: number
  listsStatus: LoadStatus
  all: { wallets: WalletEntry[]; page: number; count: number; status: LoadStatus }
  search: { query: string; wallets: WalletEntry[]; count: number; status: LoadStatus }
  /** The product’s message of the last failure ('HTTP status code: 500'), if any. */
  error: string | undefined
}

export type WalletsStore = Pick<Store<WalletsState>, 'get' | 'subscribe'> & {
  /** Loads the featured and recommended lists; again after a failure (the modal's Retry). */
  loadLists(): Promise<void>
  loadNextPage(): Promise<void>
  /** Searches after WALLETS_SEARCH_DEBOUNCE_MS without further typing; '' clears. */
  search(query: string): void
  imageUrl(wallet: WalletEntry): string
  /** A network's (CAIP-2 id) or a connector's (`walletConnect`) image. */
  assetImageUrl(id: string): string
}

type Deps = {
  api: ApiClient
  /** CAIP-2 ids of the dapp's networks: only wallets supporting one of them. */
  chains: readonly string[]
  options: DirectoryOptions
  prefetchImage?: (url: string) => void
  debounceMs?: number
}

const emptySearch = { query: '', wallets: [], count: 0, status: 'idle' as const }

/** The lists before anything loaded (and for a kit with no server). */
export const INITIAL_WALLETS_STATE: WalletsState = {
  featured: [],
  recommended: [],
  total: 0,
  listsStatus: 'idle',
  all: { wallets: [], page: 0, count: 0, status: 'idle' },
  search: emptySearch,
  error: undefined,
}

function prefetchInBrowser(url: string) {
  if (typeof Image !== 'undefined') new Image().src = url
}

/** The wallet lists of the modal, read from the directory with the product’s paging (docs/product.md). */
export function createWalletsStore(deps: Deps): WalletsStore {
  const { api, options } = deps
  const prefetch = deps.prefetchImage ?? prefetchInBrowser
  const store = createStore<WalletsState>(INITIAL_WALLETS_STATE)
  const base: GetWalletsParams = {
    include: options.includeWalletIds,
    exclude: options.excludeWalletIds,
    chains: deps.chains,
  }
  const imageUrl = (wallet: WalletEntry) => walletImageUrl(api, wallet.image_id)
  const fail = (error: unknown) => (error instanceof Error ? error.message : String(error))
  let searchTimer: ReturnType<typeof setTimeout> | undefined
  let searchSeq = 0
  let listsLoad: Promise<void> | undefined

  // One request at a time: a Retry pressed while the modal's open already asks waits for it.
  function loadLists() {
    listsLoad ??= fetchLists().finally(() => {
      listsLoad = undefined
    })
    return listsLoad
  }

  async function fetchLists() {
    store.set({ listsStatus: 'loading', error: undefined })
    const featuredIds = (options.featuredWalletIds ?? []).slice(0, FEATURED_WALLETS_COUNT)
    try {
      const [featured, first] = await Promise.all([
        featuredIds.length > 0
          ? getWallets(api, { ...base, include: featuredIds, entries: FEATURED_WALLETS_COUNT })
          : undefined,
        getWallets(api, { ...base, page: 1, entries: RECOMMENDED_WALLETS_COUNT * 2 }),
      ])
      const order = (wallet: WalletEntry) => featuredIds.indexOf(wallet.id)
      store.set({
        featured: [...(featured?.data ?? [])].sort((a, b) => order(a) - order(b)),
        recommended: first.data.filter((wallet) => !featuredIds.includes(wallet.id)),
        total: first.count,
        listsStatus: 'ready',
        error: undefined,
      })
    } catch (error) {
      store.set({ listsStatus: 'error', error: fail(error) })
    }
  }

  async function loadNextPage() {
    const { all } = store.get()
    if (all.status === 'loading' || (all.page > 0 && all.wallets.length >= all.count)) return
    store.set({ all: { ...all, status: 'loading' } })
    try {
      const page = all.page + 1
      const result = await getWallets(api, { ...base, page, entries: WALLETS_PAGE_SIZE })
      for (const wallet of result.data.slice(0, WALLETS_PAGE_IMAGES)) prefetch(imageUrl(wallet))
      const known = new Set(all.wallets.map((wallet) => wallet.id))
      store.set({
        all: {
          wallets: [...all.wallets, ...result.data.filter((wallet) => !known.has(wallet.id))],
          page,
          count: result.count,
          status: 'ready',
        },
        error: undefined,
      })
    } catch (error) {
      store.set({ all: { ...store.get().all, status: 'error' }, error: fail(error) })
    }
  }

  async function runSearch(query: string, seq: number) {
    try {
      const result = await getWallets(api, { ...base, search: query, entries: WALLETS_SEARCH_SIZE })
      if (seq !== searchSeq) return
      store.set({ search: { query, wallets: result.data, count: result.count, status: 'ready' } })
    } catch (error) {
      if (seq !== searchSeq) return
      store.set({ search: { ...store.get().search, status: 'error' }, error: fail(error) })
    }
  }

  function search(raw: string) {
    const query = raw.trim()
    clearTimeout(searchTimer)
    const seq = ++searchSeq
    if (query === '') return store.set({ search: emptySearch })
    store.set({ search: { ...store.get().search, query, status: 'loading' } })
    searchTimer = setTimeout(
      () => runSearch(query, seq),
      deps.debounceMs ?? WALLETS_SEARCH_DEBOUNCE_MS,
    )
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    loadLists,
    loadNextPage,
    search,
    imageUrl,
    assetImageUrl: (id: string) => assetImageUrl(api, id),
  }
}
