import type { EmbeddedWallet } from '../embedded/startEmbeddedWallet'
import { createStore, type Store } from '../store/createStore'

export type EmbeddedSlotState = { wallet: EmbeddedWallet | undefined }

export type EmbeddedSlot = Pick<Store<EmbeddedSlotState>, 'get' | 'subscribe'> & {
  /** Whether this page offers the embedded wallet at all (a frame URL and a server). */
  enabled: boolean
  /** Loads and starts the embedded wallet once; later calls share the first. */
  load(): Promise<EmbeddedWallet>
}

/** Where the lazily loaded embedded wallet lives once started. */
export function createEmbeddedSlot(start?: () => Promise<EmbeddedWallet>): EmbeddedSlot {
  const store = createStore<EmbeddedSlotState>({ wallet: undefined })
  let loading: Promise<EmbeddedWallet> | undefined
  return {
    get: store.get,
    subscribe: store.subscribe,
    enabled: start !== undefined,
    load() {
      if (!start) return Promise.reject(new Error('The embedded wallet is not configured'))
      loading ??= start().then(
        (wallet) => {
          store.set({ wallet })
          return wallet
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    },
  }
}
