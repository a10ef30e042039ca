import { describe, expect, it } from 'vitest'
import { devChainA, devChainB } from '../networks/devChains'
import { evmNetworks } from '../networks/evmNetworks'
import { directoryChains } from './directoryChains'

describe('directoryChains', () => {
  const mainnet = evmNetworks.find((network) => network.id === 1)
  const sepolia = evmNetworks.find((network) => network.id === 11155111)

  it('keeps main networks and drops test and dev ones', () => {
    if (!mainnet || !sepolia) throw new Error('missing test networks')
    expect(directoryChains([mainnet, sepolia, devChainA])).toEqual(['eip155:1'])
  })

  it('filters nothing for a dapp on test networks only', () => {
    expect(directoryChains([devChainA, devChainB])).toEqual([])
  })
})
