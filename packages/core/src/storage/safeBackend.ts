export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * A string store that never throws: where `backend` is missing or throws (storage denied in a
 * cross-site frame, quota exceeded) values live in memory for the life of the page instead; a
 * value written to memory wins over the backend's copy until a later write to it succeeds.
 */
export function safeBackend(
  backend: StorageBackend | undefined = defaultBackend(),
): StorageBackend {
  const memory = new Map<string, string>()
  return {
    getItem(key) {
      const kept = memory.get(key)
      if (kept !== undefined) return kept
      try {
        return backend?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    setItem(key, value) {
      try {
        if (!backend) throw new Error('No storage backend')
        backend.setItem(key, value)
        memory.delete(key)
      } catch {
        memory.set(key, value)
      }
    },
    removeItem(key) {
      memory.delete(key)
      try {
        backend?.removeItem(key)
      } catch {
        // Nothing stored there that we could read back anyway.
      }
    },
  }
}

function defaultBackend(): StorageBackend | undefined {
  // A server rendering the page has no visitor's storage (and newer Node's own localStorage is not it).
  if (typeof window === 'undefined') return undefined
  try {
    // Reading `localStorage` itself throws where storage is denied.
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
}
