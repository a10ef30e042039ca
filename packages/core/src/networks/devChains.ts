import { SOLANA_DEV_CHAIN } from '@foyer/protocol'
import type { Network } from './network'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** Local dev chain A started by `@foyer/devchain` (anvil on port 8545). */
export const devChainA: Network = {
  id: 31337,
  name: 'Foyer Dev A',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
}

/** Local dev chain B started by `@foyer/devchain` (anvil on port 8546). */
export const devChainB: Network = {
  id: 31338,
  name: 'Foyer Dev B',
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: true,
}

/** The local Solana dev chain started by `@foyer/devchain` (an in-process SVM on port 8899). */
export const devSolana: Network = {
  id: SOLANA_DEV_CHAIN.slice('solana:'.length),
  name: 'Foyer Dev Solana',
  caipNetworkId: SOLANA_DEV_CHAIN,
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
}
