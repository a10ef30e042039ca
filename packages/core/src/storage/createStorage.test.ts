import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createStorage, type StorageBackend } from './createStorage'
import { STORAGE_KEYS } from './storageKeys'

const { email, recentWallets, nameCache } = STORAGE_KEYS

function deniedBackend(): StorageBackend {
  const deny = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  }
  return { getItem: deny, setItem: deny, removeItem: deny }
}

function mapBackend(): StorageBackend & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value)
    },
    removeItem: (key) => {
      map.delete(key)
    },
  }
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('createStorage', () => {
  it('stores JSON in localStorage by default', () => {
    const storage = createStorage()
    storage.set(email, 'a@example.com')
    storage.set(nameCache, { '0xabc': { name: 'alice.eth', timestamp: 1 } })
    expect(localStorage.getItem(email)).toBe('"a@example.com"')
    expect(storage.get(email)).toBe('a@example.com')
    expect(createStorage().get(nameCache)).toEqual({ '0xabc': { name: 'alice.eth', timestamp: 1 } })
  })

  it('returns undefined for an absent key', () => {
    expect(createStorage().get(email)).toBeUndefined()
  })

  it('removes a key', () => {
    const storage = createStorage()
    storage.set(email, 'a@example.com')
    storage.remove(email)
    expect(localStorage.getItem(email)).toBeNull()
    expect(storage.get(email)).toBeUndefined()
  })

  it('removes the key when set to undefined', () => {
    const storage = createStorage()
    storage.set(email, 'a@example.com')
    storage.set(email, undefined)
    expect(localStorage.getItem(email)).toBeNull()
  })

  it('stores null and false as values', () => {
    const storage = createStorage()
    storage.set(email, null)
    expect(localStorage.getItem(email)).toBe('null')
    expect(storage.get(email)).toBeNull()
    storage.set(email, false)
    expect(storage.get(email)).toBe(false)
  })

  it('returns the parsed value when the parser accepts it', () => {
    const storage = createStorage()
    storage.set(email, 'a@example.com')
    expect(storage.get(email, (value) => String(value).toUpperCase())).toBe('A@EXAMPLE.COM')
  })

  it('drops a corrupt JSON value instead of throwing', () => {
    localStorage.setItem(email, '{not json')
    expect(createStorage().get(email)).toBeUndefined()
    expect(localStorage.getItem(email)).toBeNull()
  })

  it('drops a value the parser rejects instead of throwing', () => {
    localStorage.setItem(recentWallets, '{"a":1}')
    const parse = (value: unknown) => {
      if (!Array.isArray(value)) throw new Error('not a list')
      return value
    }
    expect(createStorage().get(recentWallets, parse)).toBeUndefined()
    expect(localStorage.getItem(recentWallets)).toBeNull()
  })

  it('throws a clear error for a value that is not JSON', () => {
    const storage = createStorage()
    expect(() => storage.set(email, 1n)).toThrow(
      /^Cannot store @foyer\/v1\/email: the value is not JSON-serialisable/,
    )
    expect(() => storage.set(email, () => 1)).toThrow(
      'Cannot store @foyer/v1/email: a function is not JSON-serialisable',
    )
    const cycle: Record<string, unknown> = {}
    cycle.self = cycle
    expect(() => storage.set(email, cycle)).toThrow(TypeError)
    expect(localStorage.getItem(email)).toBeNull()
  })

  it('uses a custom backend', () => {
    const backend = mapBackend()
    createStorage(backend).set(email, 'x')
    expect(backend.map.get(email)).toBe('"x"')
    expect(localStorage.getItem(email)).toBeNull()
  })

  it('keeps values in memory when the backend denies storage', () => {
    const storage = createStorage(deniedBackend())
    expect(storage.get(email)).toBeUndefined()
    storage.set(email, 'a@example.com')
    expect(storage.get(email)).toBe('a@example.com')
    storage.remove(email)
    expect(storage.get(email)).toBeUndefined()
  })

  it('drops a corrupt value from memory too', () => {
    const storage = createStorage(deniedBackend())
    storage.set(email, 'a@example.com')
    expect(storage.get(email, () => Number.NaN)).toBeNaN()
    expect(
      storage.get(email, () => {
        throw new Error('rejected')
      }),
    ).toBeUndefined()
    expect(storage.get(email)).toBeUndefined()
  })

  it('falls back to memory per value when a write fails, then back to the backend', () => {
    const backend = mapBackend()
    backend.map.set(email, '"old"')
    let full = true
    const quota: StorageBackend = {
      ...backend,
      setItem: (key, value) => {
        if (full) throw new DOMException('Quota exceeded', 'QuotaExceededError')
        backend.setItem(key, value)
      },
    }
    const storage = createStorage(quota)
    storage.set(email, 'new')
    expect(storage.get(email)).toBe('new')
    expect(backend.map.get(email)).toBe('"old"')
    full = false
    storage.set(email, 'newer')
    expect(backend.map.get(email)).toBe('"newer"')
    backend.map.set(email, '"changed elsewhere"')
    expect(storage.get(email)).toBe('changed elsewhere')
  })

  it('survives a backend whose removeItem throws', () => {
    const backend = { ...mapBackend(), removeItem: deniedBackend().removeItem }
    const storage = createStorage(backend)
    expect(() => storage.remove(email)).not.toThrow()
  })

  it('uses memory when there is no localStorage', () => {
    vi.stubGlobal('localStorage', undefined)
    const storage = createStorage()
    storage.set(email, 'a@example.com')
    expect(storage.get(email)).toBe('a@example.com')
  })

  it('uses memory when reading localStorage itself throws (storage denied)', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    })
    try {
      const storage = createStorage()
      storage.set(email, 'a@example.com')
      expect(storage.get(email)).toBe('a@example.com')
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor)
    }
    expect(localStorage.getItem(email)).toBeNull()
  })
})
