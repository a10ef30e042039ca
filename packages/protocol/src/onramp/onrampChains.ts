import type { CaipNetworkId } from '../caip'

/**
 * The product's Coinbase-style on-ramp chain names (docs/product.md#buy) and the networks they
 * are: providers that name chains this way (Coinbase Onramp, and our adapters' tables) are asked
 * in these words, the kit speaks CAIP-2 ids.
 */
export const ONRAMP_CHAIN_NETWORKS = {
  ethereum: 'eip155:1',
  arbitrum: 'eip155:42161',
  polygon: 'eip155:137',
  berachain: 'eip155:80094',
  'avalanche-c-chain': 'eip155:43114',
  optimism: 'eip155:10',
  celo: 'eip155:42220',
  base: 'eip155:8453',
} as const satisfies Record<string, CaipNetworkId>

export type OnrampChainName = keyof typeof ONRAMP_CHAIN_NETWORKS

/** The Coinbase-style name of a network, or undefined for a network outside the list. */
export function onrampChainName(network: string): OnrampChainName | undefined {
  for (const [name, id] of Object.entries(ONRAMP_CHAIN_NETWORKS)) {
    if (id === network) return name as OnrampChainName
  }
  return undefined
}
