import type { CaipNetworkId } from '@foyer/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { createStorage } from './createStorage'
import { getLastUsedChain, setLastUsedChain } from './lastUsedChain'
import { STORAGE_KEYS } from './storageKeys'

beforeEach(() => localStorage.clear())

describe('last used chain', () => {
  it('is undefined at first', () => {
    expect(getLastUsedChain(createStorage())).toBeUndefined()
  })

  it('stores and reads a CAIP-2 id', () => {
    const storage = createStorage()
    setLastUsedChain(storage, 'eip155:31338')
    expect(localStorage.getItem(STORAGE_KEYS.lastUsedChain)).toBe('"eip155:31338"')
    expect(getLastUsedChain(createStorage())).toBe('eip155:31338')
    setLastUsedChain(storage, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(getLastUsedChain(storage)).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it('drops a stored value that is not a CAIP-2 id', () => {
    for (const stored of ['"31337"', '31337', '"tron:1"', '{}']) {
      localStorage.setItem(STORAGE_KEYS.lastUsedChain, stored)
      expect(getLastUsedChain(createStorage()), stored).toBeUndefined()
      expect(localStorage.getItem(STORAGE_KEYS.lastUsedChain)).toBeNull()
    }
  })

  it('refuses to store an invalid id', () => {
    const storage = createStorage()
    expect(() => setLastUsedChain(storage, 'mainnet' as CaipNetworkId)).toThrow(
      'Invalid CAIP-2 network id: mainnet',
    )
    expect(() => setLastUsedChain(storage, 1 as unknown as CaipNetworkId)).toThrow(
      'Invalid CAIP-2 network id: 1',
    )
    expect(localStorage.getItem(STORAGE_KEYS.lastUsedChain)).toBeNull()
  })
})
