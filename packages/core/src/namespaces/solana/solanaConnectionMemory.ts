import { parseCaipNetworkId } from '@foyer/protocol'
import type { FoyerStorage } from '../../storage/createStorage'
import { STORAGE_KEYS } from '../../storage/storageKeys'

/** The Solana connection to restore after a reload: the wallet (its Wallet Standard name) and chain. */
export type SolanaConnection = { wallet: string; chain: string }

/** Where the solana adapter remembers its connection (the device's storage in the kit). */
export type SolanaConnectionMemory = {
  get(): SolanaConnection | undefined
  set(connection: SolanaConnection | undefined): void
}

function toConnection(value: unknown): SolanaConnection {
  const { wallet, chain } = (value ?? {}) as Partial<SolanaConnection>
  if (typeof wallet !== 'string' || wallet === '' || typeof chain !== 'string')
    throw new Error('not a Solana connection')
  if (parseCaipNetworkId(chain)?.namespace !== 'solana') throw new Error('not a Solana chain')
  return { wallet, chain }
}

/**
 * The Solana connection kept in `storage` (STORAGE_KEYS.solanaConnection), as wagmi keeps the EVM
 * one: set on connect and network switch, cleared on disconnect; a corrupt value reads as none.
 */
export function solanaConnectionMemory(storage: FoyerStorage): SolanaConnectionMemory {
  return {
    get: () => storage.get(STORAGE_KEYS.solanaConnection, toConnection),
    set: (connection) => storage.set(STORAGE_KEYS.solanaConnection, connection),
  }
}
