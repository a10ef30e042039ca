import { createStore, type Store } from '../store/createStore'

export type LazySlotState<T> = { value: T | undefined }

export type LazySlot<T> = Pick<Store<LazySlotState<T>>, 'get' | 'subscribe'> & {
  /** Whether this page offers the part at all (it is configured). */
  enabled: boolean
  /** Loads and starts the part once; later calls share the first. A failed start can be retried. */
  load(): Promise<T>
}

/**
 * Where a lazily loaded part of the kit (the embedded wallet, WalletConnect) lives once started,
 * so that pages that never use it do not carry its code.
 */
export function createLazySlot<T>(name: string, start?: () => Promise<T>): LazySlot<T> {
  const store = createStore<LazySlotState<T>>({ value: undefined })
  let loading: Promise<T> | undefined
  return {
    get: store.get,
    subscribe: store.subscribe,
    enabled: start !== undefined,
    load() {
      if (!start) return Promise.reject(new Error(`${name} is not configured`))
      loading ??= start().then(
        (value) => {
          store.set({ value })
          return value
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
