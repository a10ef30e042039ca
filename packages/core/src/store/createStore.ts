export type Listener<T> = (state: T, previous: T) => void

/** A framework-free store: `get`, `set`, `subscribe` (mipd style); UIs only render it. */
export type Store<T> = {
  get(): T
  set(next: Partial<T> | ((state: T) => T)): void
  subscribe(listener: Listener<T>): () => void
}

export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial
  const listeners = new Set<Listener<T>>()
  return {
    get: () => state,
    set(next) {
      const previous = state
      state = typeof next === 'function' ? next(state) : { ...state, ...next }
      if (state === previous) return
      for (const listener of listeners) listener(state, previous)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
