import type { CaipNetworkId } from '../caip'

/**
 * The dev SVM's genesis hash (`@foyer/devchain`'s Solana dev chain answers it to
 * `getGenesisHash`): base58 of sha256("Foyer dev SVM genesis"), fixed so that the dev chain's
 * CAIP-2 id never changes.
 */
export const DEV_SOLANA_GENESIS_HASH = '6bLZMt5tmM8X1EwzPCwnNJEVoADP9WAwtCdQVWPioigb'

/**
 * A Solana network's CAIP-2 id: `solana:` and the first 32 base58 characters of its genesis hash
 * (the CAIP-2 Solana namespace's rule).
 */
export function solanaCaipNetworkId(genesisHash: string): `solana:${string}` {
  return `solana:${genesisHash.slice(0, 32)}`
}

export const SOLANA_MAINNET_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const
export const SOLANA_DEVNET_CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const
export const SOLANA_TESTNET_CHAIN = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' as const
/** The dev SVM (`npm start`'s Solana chain): `solana:6bLZMt5tmM8X1EwzPCwnNJEVoADP9WAw`. */
export const SOLANA_DEV_CHAIN = solanaCaipNetworkId(DEV_SOLANA_GENESIS_HASH)

/**
 * The Solana networks Foyer knows, by CAIP-2 id: the dev SVM, mainnet, devnet and testnet
 * (docs/product.md#networks). The server serves these in SOLANA_RPC_URLS.
 */
export const KNOWN_SOLANA_CHAINS: Readonly<Record<string, string>> = {
  [SOLANA_DEV_CHAIN]: 'Foyer dev SVM',
  [SOLANA_MAINNET_CHAIN]: 'Solana',
  [SOLANA_DEVNET_CHAIN]: 'Solana Devnet',
  [SOLANA_TESTNET_CHAIN]: 'Solana Testnet',
}

export function isKnownSolanaChain(caipNetworkId: string): boolean {
  return Object.hasOwn(KNOWN_SOLANA_CHAINS, caipNetworkId)
}

/** The Solana chains Foyer knows as a list: the three public clusters (docs/product.md#networks), then dev. */
export const SOLANA_CHAINS: readonly CaipNetworkId[] = [
  SOLANA_MAINNET_CHAIN,
  SOLANA_DEVNET_CHAIN,
  SOLANA_TESTNET_CHAIN,
  SOLANA_DEV_CHAIN,
]
