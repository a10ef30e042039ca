import { parseCaipNetworkId } from '@foyer/protocol'
import type { FoyerStorage } from '../../storage/createStorage'
import { STORAGE_KEYS, type StorageKey } from '../../storage/storageKeys'

/** The namespaces whose adapters reach their wallets through the Wallet Standard. */
export type StandardNamespace = 'solana' | 'bip122'

/** A connection to restore after a reload: the wallet (its Wallet Standard name) and chain. */
export type StandardConnection = { wallet: string; chain: string }

/** Where a Wallet Standard adapter remembers its connection (the device's storage in the kit). */
export type StandardConnectionMemory = {
  get(): StandardConnection | undefined
  set(connection: StandardConnection | undefined): void
}

/** Each namespace's own key: a Solana and a Bitcoin connection are remembered side by side. */
const KEYS: Readonly<Record<StandardNamespace, StorageKey>> = {
  solana: STORAGE_KEYS.solanaConnection,
  bip122: STORAGE_KEYS.bitcoinConnection,
}

/**
 * The `namespace` adapter's connection kept in `storage` (STORAGE_KEYS.solanaConnection,
 * STORAGE_KEYS.bitcoinConnection), as wagmi keeps the EVM one: set on connect and network switch,
 * cleared on disconnect; a corrupt value, or one whose chain is of another namespace, reads as none.
 */
export function standardConnectionMemory(
  storage: FoyerStorage,
  namespace: StandardNamespace,
): StandardConnectionMemory {
  const key = KEYS[namespace]
  const toConnection = (value: unknown): StandardConnection => {
    const { wallet, chain } = (value ?? {}) as Partial<StandardConnection>
    if (typeof wallet !== 'string' || wallet === '' || typeof chain !== 'string')
      throw new Error(`not a ${namespace} connection`)
    if (parseCaipNetworkId(chain)?.namespace !== namespace)
      throw new Error(`not a ${namespace} chain`)
    return { wallet, chain }
  }
  return {
    get: () => storage.get(key, toConnection),
    set: (connection) => storage.set(key, connection),
  }
}
