import type { FoyerStorage } from './createStorage'
import { STORAGE_KEYS } from './storageKeys'

/** Ids of the wallets last used on this device, most recent first. */
export function getRecentWallets(storage: FoyerStorage): string[] {
  return storage.get(STORAGE_KEYS.recentWallets, parseRecentWallets) ?? []
}

/** How many recent wallets are remembered on this device. */
export const RECENT_WALLETS_LIMIT = 3

/** Records `id` as the most recently used wallet and returns the updated list. */
export function addRecentWallet(storage: FoyerStorage, id: string): string[] {
  if (typeof id !== 'string' || id === '') throw new Error('A wallet id must be a non-empty string')
  const wallets = [id, ...getRecentWallets(storage).filter((recent) => recent !== id)].slice(
    0,
    RECENT_WALLETS_LIMIT,
  )
  storage.set(STORAGE_KEYS.recentWallets, wallets)
  return wallets
}

function parseRecentWallets(value: unknown): string[] {
  if (!Array.isArray(value)) throw new Error('Recent wallets must be a list')
  const ids = value.filter((id): id is string => typeof id === 'string' && id !== '')
  return [...new Set(ids)].slice(0, RECENT_WALLETS_LIMIT)
}
