import { DEFAULT_CACHE_LIFETIME_MS } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { createStorage } from '../storage/createStorage'
import { STORAGE_KEYS } from '../storage/storageKeys'
import { memoryStorage } from '../testing/scriptedWallet'
import { createNameCache } from './createNameCache'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup() {
  let clock = 1_000_000
  const storage = createStorage(memoryStorage())
  const cache = createNameCache(storage, { now: () => clock })
  return { storage, cache, advance: (ms: number) => (clock += ms) }
}

describe('createNameCache (docs/product.md: address, name, timestamp; docs/product.md: 5 minutes)', () => {
  it('keeps address, name and timestamp on the device, any case of address', () => {
    const { storage, cache } = setup()
    cache.set(ADDRESS, 'alice.foyer.id')
    expect(cache.get(ADDRESS.toLowerCase())?.name).toBe('alice.foyer.id')
    expect(storage.get(STORAGE_KEYS.nameCache)).toEqual([
      { address: ADDRESS.toLowerCase(), name: 'alice.foyer.id', timestamp: 1_000_000 },
    ])
  })

  it('remembers that an address has no name', () => {
    const { cache } = setup()
    cache.set(ADDRESS, null)
    expect(cache.get(ADDRESS)).toMatchObject({ name: null })
  })

  it('forgets an entry after the default cache lifetime of 5 minutes', () => {
    const { cache, advance } = setup()
    expect(DEFAULT_CACHE_LIFETIME_MS).toBe(300_000)
    cache.set(ADDRESS, 'alice.foyer.id')
    advance(DEFAULT_CACHE_LIFETIME_MS - 1)
    expect(cache.get(ADDRESS)?.name).toBe('alice.foyer.id')
    advance(1)
    expect(cache.get(ADDRESS)).toBeUndefined()
  })

  it('drops stale entries when it writes, and replaces an address entry', () => {
    const { storage, cache, advance } = setup()
    cache.set('0x01', 'old.foyer.id')
    advance(DEFAULT_CACHE_LIFETIME_MS)
    cache.set(ADDRESS, 'alice.foyer.id')
    cache.set(ADDRESS, 'alice2.foyer.id')
    expect(storage.get(STORAGE_KEYS.nameCache)).toEqual([
      expect.objectContaining({ address: ADDRESS.toLowerCase(), name: 'alice2.foyer.id' }),
    ])
  })

  it('tells subscribers about changes', () => {
    const { cache } = setup()
    let calls = 0
    const stop = cache.subscribe(() => calls++)
    cache.set(ADDRESS, 'alice.foyer.id')
    stop()
    cache.set(ADDRESS, null)
    expect(calls).toBe(1)
  })

  it('ignores a corrupt stored value', () => {
    const backend = memoryStorage()
    backend.setItem(STORAGE_KEYS.nameCache, '{"not":"a list"}')
    const cache = createNameCache(createStorage(backend))
    expect(cache.get(ADDRESS)).toBeUndefined()
    cache.set(ADDRESS, 'alice.foyer.id')
    expect(cache.get(ADDRESS)?.name).toBe('alice.foyer.id')
  })
})
