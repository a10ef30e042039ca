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

export const SOLANA_MAINNET_CAIP_NETWORK_ID = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const SOLANA_DEVNET_CAIP_NETWORK_ID = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
export const SOLANA_TESTNET_CAIP_NETWORK_ID = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkCSP'
/** The dev SVM (`npm start`'s Solana chain): `solana:6bLZMt5tmM8X1EwzPCwnNJEVoADP9WAw`. */
export const SOLANA_DEV_CAIP_NETWORK_ID = solanaCaipNetworkId(DEV_SOLANA_GENESIS_HASH)

/**
 * The Solana networks Foyer knows, by CAIP-2 id: the dev SVM, mainnet, devnet and testnet
 * (docs/product.md#networks). The server serves these in SOLANA_RPC_URLS.
 */
export const KNOWN_SOLANA_CHAINS: Readonly<Record<string, string>> = {
  [SOLANA_DEV_CAIP_NETWORK_ID]: 'Foyer dev SVM',
  [SOLANA_MAINNET_CAIP_NETWORK_ID]: 'Solana',
  [SOLANA_DEVNET_CAIP_NETWORK_ID]: 'Solana Devnet',
  [SOLANA_TESTNET_CAIP_NETWORK_ID]: 'Solana Testnet',
}

export function isKnownSolanaChain(caipNetworkId: string): boolean {
  return Object.hasOwn(KNOWN_SOLANA_CHAINS, caipNetworkId)
}
