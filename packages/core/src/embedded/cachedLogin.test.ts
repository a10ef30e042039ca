import { describe, expect, it } from 'vitest'
import { createStorage } from '../storage/createStorage'
import { STORAGE_KEYS } from '../storage/storageKeys'
import { memoryStorage } from '../testing/scriptedWallet'
import { clearCachedLogin, readCachedLogin, saveCachedLogin } from './cachedLogin'

function setup() {
  const backend = memoryStorage()
  return { backend, storage: createStorage(backend) }
}

const nothing = { email: undefined, loginUsed: false, lastLoginTime: undefined }

describe('cached login', () => {
  it('is empty on a device that never signed in', () => {
    expect(readCachedLogin(setup().storage)).toEqual(nothing)
  })

  it('saves the email, the login-used flag and the login time under the spec keys', () => {
    const { backend, storage } = setup()
    saveCachedLogin(storage, 'ada@example.com', 1_700_000_000_000)
    expect(backend.getItem(STORAGE_KEYS.email)).toBe('"ada@example.com"')
    expect(backend.getItem(STORAGE_KEYS.loginUsed)).toBe('true')
    expect(backend.getItem(STORAGE_KEYS.lastLoginTime)).toBe('1700000000000')
    expect(readCachedLogin(createStorage(backend))).toEqual({
      email: 'ada@example.com',
      loginUsed: true,
      lastLoginTime: 1_700_000_000_000,
    })
  })

  it('keeps the remembered email when a login brings none', () => {
    const { storage } = setup()
    saveCachedLogin(storage, 'ada@example.com', 1)
    saveCachedLogin(storage, undefined, 2)
    expect(readCachedLogin(storage)).toEqual({
      email: 'ada@example.com',
      loginUsed: true,
      lastLoginTime: 2,
    })
  })

  it('a later login replaces the email', () => {
    const { storage } = setup()
    saveCachedLogin(storage, 'ada@example.com', 1)
    saveCachedLogin(storage, 'grace@example.com', 2)
    expect(readCachedLogin(storage).email).toBe('grace@example.com')
  })

  it('clears all three values and nothing else', () => {
    const { backend, storage } = setup()
    storage.set(STORAGE_KEYS.recentWallets, ['metamask'])
    saveCachedLogin(storage, 'ada@example.com', 1)
    clearCachedLogin(storage)
    expect(readCachedLogin(storage)).toEqual(nothing)
    expect(backend.getItem(STORAGE_KEYS.email)).toBeNull()
    expect(backend.getItem(STORAGE_KEYS.loginUsed)).toBeNull()
    expect(backend.getItem(STORAGE_KEYS.lastLoginTime)).toBeNull()
    expect(storage.get(STORAGE_KEYS.recentWallets)).toEqual(['metamask'])
  })

  it('ignores stored values of the wrong kind', () => {
    const { backend, storage } = setup()
    backend.setItem(STORAGE_KEYS.email, '42')
    backend.setItem(STORAGE_KEYS.loginUsed, '"true"')
    backend.setItem(STORAGE_KEYS.lastLoginTime, '"yesterday"')
    expect(readCachedLogin(storage)).toEqual(nothing)
  })
})
