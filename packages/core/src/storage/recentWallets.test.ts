import { beforeEach, describe, expect, it } from 'vitest'
import { createStorage } from './createStorage'
import { addRecentWallet, getRecentWallets, RECENT_WALLETS_LIMIT } from './recentWallets'
import { STORAGE_KEYS } from './storageKeys'

beforeEach(() => localStorage.clear())

describe('recent wallets', () => {
  it('is empty at first', () => {
    expect(getRecentWallets(createStorage())).toEqual([])
  })

  it('keeps the most recent first, once each', () => {
    const storage = createStorage()
    addRecentWallet(storage, 'metamask')
    addRecentWallet(storage, 'rainbow')
    expect(addRecentWallet(storage, 'metamask')).toEqual(['metamask', 'rainbow'])
    expect(getRecentWallets(storage)).toEqual(['metamask', 'rainbow'])
    expect(getRecentWallets(createStorage())).toEqual(['metamask', 'rainbow'])
  })

  it(`remembers at most ${RECENT_WALLETS_LIMIT}`, () => {
    const storage = createStorage()
    const ids = Array.from({ length: RECENT_WALLETS_LIMIT + 2 }, (_, index) => `wallet-${index}`)
    for (const id of ids) addRecentWallet(storage, id)
    const expected = ids.slice(-RECENT_WALLETS_LIMIT).reverse()
    expect(getRecentWallets(storage)).toEqual(expected)
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.recentWallets) ?? '')).toEqual(expected)
  })

  it('drops a stored value that is not a list', () => {
    localStorage.setItem(STORAGE_KEYS.recentWallets, '"metamask"')
    expect(getRecentWallets(createStorage())).toEqual([])
    expect(localStorage.getItem(STORAGE_KEYS.recentWallets)).toBeNull()
  })

  it('cleans a list with bad entries, duplicates or too many ids', () => {
    localStorage.setItem(
      STORAGE_KEYS.recentWallets,
      JSON.stringify(['a', 1, 'a', null, '', 'b', 'c', 'd', 'e']),
    )
    expect(getRecentWallets(createStorage())).toEqual(
      ['a', 'b', 'c', 'd', 'e'].slice(0, RECENT_WALLETS_LIMIT),
    )
  })

  it('rejects an empty wallet id', () => {
    const storage = createStorage()
    expect(() => addRecentWallet(storage, '')).toThrow('A wallet id must be a non-empty string')
    expect(getRecentWallets(storage)).toEqual([])
  })
})
