import { describe, expect, it } from 'vitest'
import { devChainA, devChainB } from './devChains'

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
})
