import { type StorageBackend, safeBackend } from './safeBackend'
import type { StorageKey } from './storageKeys'

export type { StorageBackend }

export type FoyerStorage = {
  /**
   * Reads a JSON value. Returns undefined when absent, and also when the stored text is corrupt or
   * `parse` throws on it; such a value is removed. Never throws.
   */
  get<T = unknown>(key: StorageKey, parse?: (value: unknown) => T): T | undefined
  /** Stores `value` as JSON; `undefined` removes the key. Throws if the value is not JSON. */
  set(key: StorageKey, value: unknown): void
  remove(key: StorageKey): void
}

/**
 * Creates JSON storage over `backend` (by default `globalThis.localStorage`), through
 * `safeBackend`: where storage is denied, values live in memory for the life of the page.
 */
export function createStorage(backend?: StorageBackend): FoyerStorage {
  const store = safeBackend(backend)
  return {
    get<T>(key: StorageKey, parse?: (value: unknown) => T): T | undefined {
      const text = store.getItem(key)
      if (text === null) return undefined
      try {
        const value: unknown = JSON.parse(text)
        return parse ? parse(value) : (value as T)
      } catch {
        store.removeItem(key)
        return undefined
      }
    },
    set(key: StorageKey, value: unknown): void {
      if (value === undefined) store.removeItem(key)
      else store.setItem(key, serialise(key, value))
    },
    remove: (key) => store.removeItem(key),
  }
}

function serialise(key: string, value: unknown): string {
  let text: string | undefined
  try {
    text = JSON.stringify(value)
  } catch (error) {
    throw new TypeError(
      `Cannot store ${key}: the value is not JSON-serialisable (${(error as Error).message})`,
    )
  }
  if (text === undefined)
    throw new TypeError(`Cannot store ${key}: a ${typeof value} is not JSON-serialisable`)
  return text
}
