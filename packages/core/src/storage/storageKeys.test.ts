import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from './storageKeys'

describe('STORAGE_KEYS', () => {
  it('names every locally kept value of docs/product.md', () => {
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual(
      [
        'email',
        'loginUsed',
        'lastLoginTime',
        'lastUsedChain',
        'socialUsername',
        'socialProvider',
        'passkeyLogin',
        'smartAccountEnabledNetworks',
        'recentWallets',
        'nameCache',
        'connectedConnectorId',
        'solanaConnection',
        'bitcoinConnection',
        'wagmi',
        'remoteFeatures',
      ].sort(),
    )
    expect(STORAGE_KEYS.recentWallets).toBe('@foyer/v1/recent-wallets')
  })

  it('versions every key under @foyer/v1/', () => {
    for (const key of Object.values(STORAGE_KEYS)) expect(key).toMatch(/^@foyer\/v1\/[a-z-]+$/)
  })

  it('uses each key once', () => {
    const keys = Object.values(STORAGE_KEYS)
    expect(new Set(keys).size).toBe(keys.length)
  })
})
