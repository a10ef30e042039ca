import { DEFAULT_CACHE_LIFETIME_MS } from '@foyer/protocol'
import type { FoyerStorage } from '../storage/createStorage'
import { STORAGE_KEYS } from '../storage/storageKeys'
import { createStore } from '../store/createStore'

/** One cached lookup (docs/product.md: a name cache of address, name and timestamp). */
export type CachedName = {
  /** Lowercase address. */
  address: string
  /** The account's name, null when it has none. */
  name: string | null
  /** When it was looked up or registered, ms since the epoch. */
  timestamp: number
}

export type NameCache = {
  /** The fresh entry of `address` (younger than the lifetime), or undefined. */
  get(address: string): CachedName | undefined
  set(address: string, name: string | null): void
  /** Called whenever an entry changes. */
  subscribe(listener: () => void): () => void
}

/**
 * Names of addresses kept on the device for DEFAULT_CACHE_LIFETIME_MS (docs/product.md, 5 minutes),
 * under STORAGE_KEYS.nameCache; stale entries are dropped when the cache is written.
 */
export function createNameCache(
  storage: FoyerStorage,
  { now = Date.now, lifetimeMs = DEFAULT_CACHE_LIFETIME_MS } = {},
): NameCache {
  const changes = createStore({ version: 0 })
  const fresh = (entry: CachedName) => now() - entry.timestamp < lifetimeMs
  const read = () => storage.get(STORAGE_KEYS.nameCache, parseEntries) ?? []
  return {
    get(address) {
      const key = address.toLowerCase()
      return read().find((entry) => entry.address === key && fresh(entry))
    },
    set(address, name) {
      const key = address.toLowerCase()
      const kept = read().filter((entry) => entry.address !== key && fresh(entry))
      storage.set(STORAGE_KEYS.nameCache, [...kept, { address: key, name, timestamp: now() }])
      changes.set((state) => ({ version: state.version + 1 }))
    },
    subscribe: (listener) => changes.subscribe(() => listener()),
  }
}

function parseEntries(value: unknown): CachedName[] {
  if (!Array.isArray(value)) throw new Error('The name cache must be a list')
  return value.filter(
    (entry): entry is CachedName =>
      typeof entry?.address === 'string' &&
      (typeof entry.name === 'string' || entry.name === null) &&
      typeof entry.timestamp === 'number',
  )
}
