import { describe, expect, it } from 'vitest'
import { devChainA, devChainB, devSolana } from './devChains'

describe('dev chains', () => {
  it('defines dev chain A', () => {
    expect(devChainA).toEqual({
      id: 31337,
      name: 'Foyer Dev A',
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      testnet: true,
    })
  })

  it('defines dev chain B', () => {
    expect(devChainB).toEqual({
      id: 31338,
      name: 'Foyer Dev B',
      caipNetworkId: 'eip155:31338',
      chainNamespace: 'eip155',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
      testnet: true,
    })
  })

  it('defines the Solana dev chain the devchain package serves', () => {
    expect(devSolana).toEqual({
      id: '6bLZMt5tmM8X1EwzPCwnNJEVoADP9WAw',
      name: 'Foyer Dev Solana',
      caipNetworkId: 'solana:6bLZMt5tmM8X1EwzPCwnNJEVoADP9WAw',
      chainNamespace: 'solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
      testnet: true,
    })
  })
})
