import { describe, expect, it } from 'vitest'
import { devChainA, devChainB } from './devChains'
import { findNetwork } from './findNetwork'
import { solana } from './solanaNetworks'

const networks = [devChainA, devChainB, solana]

describe('findNetwork', () => {
  it('finds an eip155 network by chain id', () => {
    expect(findNetwork(networks, 31338)).toBe(devChainB)
  })

  it('finds a network by CAIP-2 id', () => {
    expect(findNetwork(networks, 'eip155:31337')).toBe(devChainA)
    expect(findNetwork(networks, solana.caipNetworkId)).toBe(solana)
  })

  it('finds a network by a bare id string', () => {
    expect(findNetwork(networks, '31337')).toBe(devChainA)
    expect(findNetwork(networks, '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(solana)
  })

  it('returns undefined when nothing matches', () => {
    expect(findNetwork(networks, 1)).toBeUndefined()
    expect(findNetwork(networks, 'eip155:1')).toBeUndefined()
    expect(findNetwork(networks, 'solana:31337')).toBeUndefined()
    expect(findNetwork(networks, '')).toBeUndefined()
    expect(findNetwork([], 31337)).toBeUndefined()
  })
})
