import { describe, expect, it } from 'vitest'
import { bitcoin } from './bitcoinNetworks'
import { compatibleNetworks } from './compatibleNetworks'
import { devChainA, devChainB } from './devChains'
import { solana } from './solanaNetworks'

describe('compatibleNetworks', () => {
  it('lists the active network first, then the others of its namespace', () => {
    const all = [devChainA, solana, devChainB, bitcoin]
    expect(compatibleNetworks(all, devChainB).map((n) => n.caipNetworkId)).toEqual([
      'eip155:31338',
      'eip155:31337',
    ])
    expect(compatibleNetworks(all, solana)).toEqual([solana])
  })
})
