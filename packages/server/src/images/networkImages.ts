import { KNOWN_EVM_CHAINS } from '@foyer/protocol'
import { initials } from './initials'
import type { TileSvgOptions } from './tileSvg'

/** Networks outside EIP-155 that wallets in the directory support, by CAIP-2 id. */
const OTHER_NETWORKS: Readonly<Record<string, string>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'Solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'Solana Devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'Solana Testnet',
  'solana:6bLZMt5tmM8X1EwzPCwnNJEVoADP9WAw': 'Foyer Dev Solana',
  'bip122:000000000019d6689c085ae165831e93': 'Bitcoin',
  'bip122:000000000933ea01ad0ee984209779ba': 'Bitcoin Testnet',
}

/** Initials that tell networks apart where the name's own would not. */
const TEXT: Readonly<Record<string, string>> = {
  'eip155:31337': 'A',
  'eip155:31338': 'B',
  'eip155:10': 'OP',
  'eip155:56': 'BNB',
  'eip155:42161': 'ARB',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'SD',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'ST',
  'bip122:000000000933ea01ad0ee984209779ba': 'BT',
}

/**
 * The network images the server draws, by CAIP-2 id: every EVM chain of KNOWN_EVM_CHAINS (the
 * server's list, dev chains included) and the Solana and Bitcoin networks.
 */
export const NETWORK_IMAGES: ReadonlyMap<string, TileSvgOptions> = new Map(
  [
    ...Object.entries(KNOWN_EVM_CHAINS).map(
      ([chainId, name]) => [`eip155:${chainId}`, name] as const,
    ),
    ...Object.entries(OTHER_NETWORKS),
  ].map(([id, name]) => [id, { text: TEXT[id] ?? initials(name), seed: id, title: name }]),
)
