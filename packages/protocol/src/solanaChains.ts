import type { CaipNetworkId } from './caip'

/** Solana mainnet-beta (CAIP-2: the first 32 characters of its genesis hash). */
export const SOLANA_MAINNET_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const
/** Solana devnet. */
export const SOLANA_DEVNET_CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const
/** Solana testnet. */
export const SOLANA_TESTNET_CHAIN = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkCSP' as const
/**
 * Foyer's local Solana dev chain (the in-process SVM `npm start` serves): it has no genesis hash
 * of a public cluster, so its CAIP-2 reference is a name of ours.
 */
export const SOLANA_DEV_CHAIN = 'solana:foyerdev' as const

/** The Solana chains Foyer knows: the three public clusters (docs/product.md#networks), then dev. */
export const SOLANA_CHAINS: readonly CaipNetworkId[] = [
  SOLANA_MAINNET_CHAIN,
  SOLANA_DEVNET_CHAIN,
  SOLANA_TESTNET_CHAIN,
  SOLANA_DEV_CHAIN,
]
