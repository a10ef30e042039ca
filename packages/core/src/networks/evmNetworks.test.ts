import { describe, expect, it } from 'vitest'
import { evmNetworks } from './evmNetworks'

describe('evmNetworks', () => {
  it('defines the common EVM networks', () => {
    expect(evmNetworks.map((network) => network.name)).toEqual([
      'Ethereum',
      'Sepolia',
      'Holesky',
      'Base',
      'Base Sepolia',
      'OP Mainnet',
      'OP Sepolia',
      'Arbitrum One',
      'Arbitrum Sepolia',
      'Polygon',
      'Polygon Amoy',
      'Polygon zkEVM',
      'BNB Smart Chain',
      'Avalanche',
      'Gnosis',
      'ZKsync Era',
      'Linea Mainnet',
      'Celo',
      'Scroll',
      'Unichain',
      'Mantle',
      'Berachain',
      'Blast',
      'Zora',
    ])
  })

  it('gives each an eip155 CAIP-2 id, an RPC URL and an explorer', () => {
    for (const network of evmNetworks) {
      expect(network.chainNamespace).toBe('eip155')
      expect(network.caipNetworkId).toBe(`eip155:${network.id}`)
      expect(network.rpcUrls.default.http[0]).toMatch(/^https:\/\//)
      expect(network.blockExplorers?.default.url).toMatch(/^https:\/\//)
    }
    expect(evmNetworks.filter((network) => network.testnet).map((network) => network.id)).toEqual([
      11155111, 17000, 84532, 11155420, 421614, 80002,
    ])
  })
})
