import type { AccountData } from '@foyer/core/internal'
import { useEffect } from 'react'
import { useFoyer, useStore } from './useFoyer'

/**
 * The account features' data, loading it on first use. Undefined until loaded, and always
 * without the Foyer server (`foyer.accountData.enabled` is false then).
 */
export function useAccountData(): AccountData | undefined {
  const foyer = useFoyer()
  const { value } = useStore(foyer.accountData)
  useEffect(() => {
    if (value || !foyer.accountData.enabled) return
    foyer.accountData.load().catch((error: unknown) => foyer.logger.error(String(error)))
  }, [value, foyer])
  return value
}

type Readable<T> = { get(): T; subscribe(listener: () => void): () => void }

/** A store's state, or `fallback` while there is no store. */
export function useOptionalStore<T>(store: Readable<T> | undefined, fallback: T): T {
  return useStore(store ?? constant(fallback))
}

const constants = new WeakMap<object, Readable<unknown>>()
function constant<T>(value: T): Readable<T> {
  const key = value as object
  let store = constants.get(key) as Readable<T> | undefined
  if (!store) {
    store = { get: () => value, subscribe: () => () => {} }
    constants.set(key, store)
  }
  return store
}
