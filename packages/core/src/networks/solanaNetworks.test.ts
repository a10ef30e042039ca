import { describe, expect, it } from 'vitest'
import { solana, solanaDevnet, solanaNetworks, solanaTestnet } from './solanaNetworks'

describe('solanaNetworks', () => {
  it('defines mainnet, devnet and testnet with their CAIP-2 ids', () => {
    expect(solanaNetworks).toEqual([solana, solanaDevnet, solanaTestnet])
    expect(solanaNetworks.map((network) => network.caipNetworkId)).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ])
    for (const network of solanaNetworks) {
      expect(network.chainNamespace).toBe('solana')
      expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    }
  })

  it('marks devnet and testnet as test networks', () => {
    expect(solanaNetworks.map((network) => network.testnet ?? false)).toEqual([false, true, true])
  })
})
