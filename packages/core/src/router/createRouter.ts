import { createStore, type Store } from '../store/createStore'
import { isAddingWallet } from './isAddingWallet'
import type { ViewData, ViewName } from './views'

export type RouterState = {
  view: ViewName
  /** Earlier views, oldest first; the current view is not in it. */
  history: readonly ViewName[]
  data: ViewData
}

export type Router = Pick<Store<RouterState>, 'get' | 'subscribe'> & {
  push(view: ViewName, data?: ViewData): void
  replace(view: ViewName, data?: ViewData): void
  reset(view: ViewName, data?: ViewData): void
  goBack(): void
}

export type RouterOptions = {
  /**
   * Whether a wallet is connected: going back to Connect then shows Account (docs/product.md),
   * unless that Connect is Add wallet's (`isAddingWallet`).
   */
  isConnected(): boolean
  /** Called when going back with no history: the modal closes (docs/product.md). */
  onClose(): void
}

/** The modal's stack of views; it starts on Connect (docs/product.md). */
export function createRouter({ isConnected, onClose }: RouterOptions): Router {
  const store = createStore<RouterState>({ view: 'Connect', history: [], data: {} })
  // The data of each view in `history`, so that going back shows a view as it was left.
  let historyData: ViewData[] = []
  return {
    get: store.get,
    subscribe: store.subscribe,
    push(view, data = {}) {
      const { view: current, history, data: currentData } = store.get()
      if (view === current) return
      historyData = [...historyData, currentData]
      store.set({ view, history: [...history, current], data })
    },
    replace(view, data = {}) {
      store.set({ view, data })
    },
    reset(view, data = {}) {
      historyData = []
      store.set({ view, history: [], data })
    },
    goBack() {
      const { history } = store.get()
      const previous = history.at(-1)
      if (previous === undefined) return onClose()
      const rest = history.slice(0, -1)
      const view =
        previous === 'Connect' && isConnected() && !isAddingWallet(rest) ? 'Account' : previous
      const data = view === previous ? (historyData.at(-1) ?? {}) : {}
      historyData = historyData.slice(0, -1)
      store.set({ view, history: rest, data })
    },
  }
}
