import { describe, expect, it } from 'vitest'
import { bitcoin } from '../../networks/bitcoinNetworks'
import { solanaDevnet } from '../../networks/solanaNetworks'
import { createStorage } from '../../storage/createStorage'
import { STORAGE_KEYS } from '../../storage/storageKeys'
import { memoryStorage } from '../../testing/scriptedWallet'
import { standardConnectionMemory } from './standardConnectionMemory'

describe('standardConnectionMemory', () => {
  it('keeps each namespace’s connection under its own key: Solana and Bitcoin side by side', () => {
    const storage = createStorage(memoryStorage())
    const solana = standardConnectionMemory(storage, 'solana')
    const bip122 = standardConnectionMemory(storage, 'bip122')
    solana.set({ wallet: 'Phantom', chain: solanaDevnet.caipNetworkId })
    bip122.set({ wallet: 'Xverse', chain: bitcoin.caipNetworkId })
    expect(solana.get()).toEqual({ wallet: 'Phantom', chain: solanaDevnet.caipNetworkId })
    expect(bip122.get()).toEqual({ wallet: 'Xverse', chain: bitcoin.caipNetworkId })
    // Solana's key is the one it always had: a page updated to this version still restores.
    expect(storage.get(STORAGE_KEYS.solanaConnection)).toEqual(solana.get())
    expect(storage.get(STORAGE_KEYS.bitcoinConnection)).toEqual(bip122.get())
    // Forgetting one leaves the other.
    bip122.set(undefined)
    expect(bip122.get()).toBeUndefined()
    expect(solana.get()).toEqual({ wallet: 'Phantom', chain: solanaDevnet.caipNetworkId })
  })

  it('reads a corrupt value, or a chain of another namespace, as none (and drops it)', () => {
    const storage = createStorage(memoryStorage())
    const bip122 = standardConnectionMemory(storage, 'bip122')
    const solana = standardConnectionMemory(storage, 'solana')
    for (const value of [
      { wallet: 'Xverse', chain: solanaDevnet.caipNetworkId },
      { wallet: 'Xverse', chain: 'eip155:1' },
      { wallet: '', chain: bitcoin.caipNetworkId },
      { wallet: 3, chain: bitcoin.caipNetworkId },
      'Xverse',
      null,
    ]) {
      storage.set(STORAGE_KEYS.bitcoinConnection, value)
      expect(bip122.get()).toBeUndefined()
      expect(storage.get(STORAGE_KEYS.bitcoinConnection)).toBeUndefined()
    }
    storage.set(STORAGE_KEYS.solanaConnection, { wallet: 'Phantom', chain: bitcoin.caipNetworkId })
    expect(solana.get()).toBeUndefined()
  })
})
