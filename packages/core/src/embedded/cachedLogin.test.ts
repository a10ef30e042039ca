import { describe, expect, it } from 'vitest'
import { createStorage } from '../storage/createStorage'
import { STORAGE_KEYS } from '../storage/storageKeys'
import { memoryStorage } from '../testing/scriptedWallet'
import { cachedIdentity, clearCachedLogin, readCachedLogin, saveCachedLogin } from './cachedLogin'

function setup() {
  const backend = memoryStorage()
  return { backend, storage: createStorage(backend) }
}

const nothing = { email: undefined, loginUsed: false, lastLoginTime: undefined }

describe('cached login', () => {
  it('is empty on a device that never signed in', () => {
    expect(readCachedLogin(setup().storage)).toEqual(nothing)
  })

  it('saves the email, the login-used flag and the login time under the product’s keys', () => {
    const { backend, storage } = setup()
    saveCachedLogin(storage, { email: 'ada@example.com' }, 1_700_000_000_000)
    expect(backend.getItem(STORAGE_KEYS.email)).toBe('"ada@example.com"')
    expect(backend.getItem(STORAGE_KEYS.loginUsed)).toBe('true')
    expect(backend.getItem(STORAGE_KEYS.lastLoginTime)).toBe('1700000000000')
    expect(readCachedLogin(createStorage(backend))).toEqual({
      email: 'ada@example.com',
      loginUsed: true,
      lastLoginTime: 1_700_000_000_000,
    })
  })

  it('a social login keeps the provider and the social username under the product’s keys', () => {
    const { backend, storage } = setup()
    saveCachedLogin(storage, { socialProvider: 'discord', socialUsername: 'ada' }, 5)
    expect(backend.getItem(STORAGE_KEYS.socialProvider)).toBe('"discord"')
    expect(backend.getItem(STORAGE_KEYS.socialUsername)).toBe('"ada"')
    const cached = readCachedLogin(createStorage(backend))
    expect(cached).toEqual({
      email: undefined,
      loginUsed: true,
      lastLoginTime: 5,
      socialProvider: 'discord',
      socialUsername: 'ada',
    })
    expect(cachedIdentity(cached)).toEqual({
      socialProvider: 'discord',
      socialUsername: 'ada',
      email: undefined,
    })
  })

  it('a passkey login is remembered as one (with the wallet’s email, if any) and forgotten with the rest', () => {
    const { backend, storage } = setup()
    saveCachedLogin(storage, { passkey: true, email: 'ada@example.com' }, 7)
    expect(backend.getItem(STORAGE_KEYS.passkeyLogin)).toBe('true')
    const cached = readCachedLogin(createStorage(backend))
    expect(cached).toEqual({
      email: 'ada@example.com',
      loginUsed: true,
      lastLoginTime: 7,
      passkey: true,
    })
    expect(cachedIdentity(cached)).toEqual({ passkey: true, email: 'ada@example.com' })
    saveCachedLogin(storage, { email: 'bob@example.com' }, 8)
    expect(backend.getItem(STORAGE_KEYS.passkeyLogin)).toBeNull()
    saveCachedLogin(storage, { passkey: true }, 9)
    clearCachedLogin(storage)
    expect(readCachedLogin(storage)).toEqual(nothing)
  })

  it('a login replaces what the last one left: an email login has no social values, and back', () => {
    const { storage } = setup()
    saveCachedLogin(storage, { socialProvider: 'github', socialUsername: 'octo' }, 1)
    saveCachedLogin(storage, { email: 'ada@example.com' }, 2)
    expect(readCachedLogin(storage)).toEqual({
      email: 'ada@example.com',
      loginUsed: true,
      lastLoginTime: 2,
    })
    expect(cachedIdentity(readCachedLogin(storage))).toEqual({ email: 'ada@example.com' })
    saveCachedLogin(storage, { socialProvider: 'x' }, 3)
    expect(readCachedLogin(storage)).toEqual({
      email: undefined,
      loginUsed: true,
      lastLoginTime: 3,
      socialProvider: 'x',
    })
  })

  it('a later login replaces the email', () => {
    const { storage } = setup()
    saveCachedLogin(storage, { email: 'ada@example.com' }, 1)
    saveCachedLogin(storage, { email: 'grace@example.com' }, 2)
    expect(readCachedLogin(storage).email).toBe('grace@example.com')
  })

  it('clears every login value and nothing else', () => {
    const { backend, storage } = setup()
    storage.set(STORAGE_KEYS.recentWallets, ['metamask'])
    saveCachedLogin(
      storage,
      { socialProvider: 'google', socialUsername: 'ada', email: 'a@b.co' },
      1,
    )
    clearCachedLogin(storage)
    expect(backend.getItem(STORAGE_KEYS.socialProvider)).toBeNull()
    expect(backend.getItem(STORAGE_KEYS.socialUsername)).toBeNull()
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
    backend.setItem(STORAGE_KEYS.socialProvider, '"myspace"')
    backend.setItem(STORAGE_KEYS.socialUsername, '7')
    expect(readCachedLogin(storage)).toEqual(nothing)
  })
})
