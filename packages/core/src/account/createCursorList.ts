import type { Logger } from '../logger/createLogger'
import { createStore, type Store } from '../store/createStore'
import type { DataTarget } from './accountTarget'

/**
 * `unsupported`: this list does not exist for the target's network (namespace, or a network the
 * API does not serve), so nothing is requested.
 */
export type CursorListStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unsupported'

export type CursorListState<T> = {
  status: CursorListStatus
  /** The target the items are of (`DataTarget.key`). */
  key: string | undefined
  items: readonly T[]
  /** The cursor of the next page; null after the last page. */
  next: string | null
  loadingMore: boolean
  /** Why the first page or the last `loadMore` failed. */
  error: string | undefined
}

export type CursorList<T> = Pick<Store<CursorListState<T>>, 'get' | 'subscribe'> & {
  /** Fetches the first page for the current target (again), replacing what was shown. */
  load(): Promise<void>
  /** Appends the page after the last one fetched; nothing when there is none. */
  loadMore(): Promise<void>
  reset(): void
}

export type CursorListDeps<T> = {
  /** What is listed, for the log. */
  name: string
  target(): DataTarget | undefined
  /** Whether the list exists for the target; false makes no request. */
  isAvailable(target: DataTarget): Promise<boolean>
  fetchPage(
    target: DataTarget,
    cursor: string | undefined,
  ): Promise<{ data: T[]; next: string | null }>
  /** Identity of an item: a page that repeats one does not show it twice. */
  idOf(item: T): string
  logger: Logger
}

/** A list of the account's items fetched page by page with the API's `next` cursor. */
export function createCursorList<T>(deps: CursorListDeps<T>): CursorList<T> {
  const initial: CursorListState<T> = {
    status: 'idle',
    key: undefined,
    items: [],
    next: null,
    loadingMore: false,
    error: undefined,
  }
  const store = createStore<CursorListState<T>>(initial)
  let generation = 0

  function failed(error: unknown): string {
    deps.logger.error(`Could not load ${deps.name}`, String(error))
    return error instanceof Error ? error.message : String(error)
  }

  async function load() {
    const target = deps.target()
    if (!target) return reset()
    const id = ++generation
    const previous = store.get()
    const kept = previous.key === target.key ? previous : { ...initial, key: target.key }
    store.set({ ...kept, status: 'loading', loadingMore: false, error: undefined })
    try {
      if (!(await deps.isAvailable(target))) {
        if (id === generation) store.set({ ...initial, key: target.key, status: 'unsupported' })
        return
      }
      const page = await deps.fetchPage(target, undefined)
      if (id !== generation) return
      store.set({
        ...initial,
        key: target.key,
        status: 'ready',
        items: unique(page.data),
        next: page.next,
      })
    } catch (error) {
      if (id === generation) store.set({ ...kept, status: 'error', error: failed(error) })
    }
  }

  async function loadMore() {
    const target = deps.target()
    const state = store.get()
    if (!target || state.key !== target.key || state.status !== 'ready') return
    if (state.next === null || state.loadingMore) return
    const id = generation
    store.set({ loadingMore: true, error: undefined })
    try {
      const page = await deps.fetchPage(target, state.next)
      if (id !== generation) return
      store.set((current) => ({
        ...current,
        items: unique([...current.items, ...page.data]),
        next: page.next,
        loadingMore: false,
      }))
    } catch (error) {
      if (id === generation) store.set({ loadingMore: false, error: failed(error) })
    }
  }

  function unique(items: readonly T[]): T[] {
    const seen = new Set<string>()
    return items.filter((item) => {
      const id = deps.idOf(item)
      if (seen.has(id)) return false
      seen.add(id)
      return true
    })
  }

  function reset() {
    generation++
    store.set(initial)
  }

  return { get: store.get, subscribe: store.subscribe, load, loadMore, reset }
}
