import { type CaipNetworkId, parseCaipNetworkId } from '@foyer/protocol'
import type { FoyerStorage } from './createStorage'
import { STORAGE_KEYS } from './storageKeys'

function toCaipNetworkId(value: unknown): CaipNetworkId {
  if (typeof value !== 'string' || !parseCaipNetworkId(value)) {
    throw new Error(`Invalid CAIP-2 network id: ${String(value)}`)
  }
  return value as CaipNetworkId
}

/** The CAIP-2 id of the network last used on this device, if a valid one is stored. */
export function getLastUsedChain(storage: FoyerStorage): CaipNetworkId | undefined {
  return storage.get(STORAGE_KEYS.lastUsedChain, toCaipNetworkId)
}

export function setLastUsedChain(storage: FoyerStorage, caipNetworkId: CaipNetworkId): void {
  storage.set(STORAGE_KEYS.lastUsedChain, toCaipNetworkId(caipNetworkId))
}
