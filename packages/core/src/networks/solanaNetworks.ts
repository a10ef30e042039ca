import type { Network } from './network'

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }

export const solana: Network = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
}

export const solanaDevnet: Network = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=devnet' } },
  testnet: true,
}

export const solanaTestnet: Network = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=testnet' } },
  testnet: true,
}

/** Solana mainnet, devnet and testnet (docs/product.md). */
export const solanaNetworks: readonly Network[] = [solana, solanaDevnet, solanaTestnet]
