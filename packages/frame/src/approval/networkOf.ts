import { KNOWN_EVM_CHAINS } from '@foyer/protocol'

/**
 * The native coin's symbol on each chain protocol knows (KNOWN_EVM_CHAINS): the frame ships
 * these itself, so the card names a network and its coin from its own table, never from words
 * the page sends. A test keeps the two tables in step.
 */
export const NATIVE_SYMBOLS: Readonly<Record<number, string>> = {
  31337: 'ETH',
  31338: 'ETH',
  1: 'ETH',
  10: 'ETH',
  56: 'BNB',
  100: 'XDAI',
  130: 'ETH',
  137: 'POL',
  324: 'ETH',
  1101: 'ETH',
  5000: 'MNT',
  8453: 'ETH',
  42161: 'ETH',
  42220: 'CELO',
  43114: 'AVAX',
  59144: 'ETH',
  80094: 'BERA',
  81457: 'ETH',
  534352: 'ETH',
  7777777: 'ETH',
  17000: 'ETH',
  80002: 'POL',
  84532: 'ETH',
  421614: 'ETH',
  11155111: 'ETH',
  11155420: 'ETH',
}

/** A network as the card shows it; both undefined for a chain the frame does not know. */
export type NetworkLabel = { name: string | undefined; symbol: string | undefined }

export function networkOf(chainId: number): NetworkLabel {
  return {
    name: Object.hasOwn(KNOWN_EVM_CHAINS, chainId) ? KNOWN_EVM_CHAINS[chainId] : undefined,
    symbol: Object.hasOwn(NATIVE_SYMBOLS, chainId) ? NATIVE_SYMBOLS[chainId] : undefined,
  }
}

/**
 * The Solana networks the frame knows, by CAIP-2 reference (the first 32 characters of the
 * genesis hash): the product's mainnet, devnet and testnet. Another is shown by its reference.
 */
export const SOLANA_NETWORKS: Readonly<Record<string, string>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'Solana',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'Solana Devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'Solana Testnet',
}

export function solanaNetworkName(reference: string): string | undefined {
  return Object.hasOwn(SOLANA_NETWORKS, reference) ? SOLANA_NETWORKS[reference] : undefined
}
