import { KNOWN_EVM_CHAINS, parseCaipNetworkId } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { bitcoinNetworks } from './bitcoinNetworks'
import { devChainA, devChainB } from './devChains'
import { evmNetworks } from './evmNetworks'
import { knownNetworks } from './knownNetworks'
import { solanaNetworks } from './solanaNetworks'

describe('knownNetworks', () => {
  it('holds the dev chains, EVM, Solana and Bitcoin networks', () => {
    expect(knownNetworks).toEqual([
      devChainA,
      devChainB,
      ...evmNetworks,
      ...solanaNetworks,
      ...bitcoinNetworks,
    ])
  })

  it('gives every network a valid, unique CAIP-2 id matching its namespace and id', () => {
    const seen = new Set<string>()
    for (const network of knownNetworks) {
      const parsed = parseCaipNetworkId(network.caipNetworkId)
      expect(parsed, network.name).toBeDefined()
      expect(parsed?.namespace).toBe(network.chainNamespace)
      expect(parsed?.reference).toBe(String(network.id))
      expect(seen.has(network.caipNetworkId), network.caipNetworkId).toBe(false)
      seen.add(network.caipNetworkId)
    }
  })
})

describe('known networks and the server', () => {
  it('define a Network for every EVM chain the server accepts', () => {
    const ids = new Set(
      knownNetworks.filter((n) => n.chainNamespace === 'eip155').map((n) => Number(n.id)),
    )
    const missing = Object.keys(KNOWN_EVM_CHAINS)
      .map(Number)
      .filter((id) => !ids.has(id))
    expect(missing).toEqual([])
  })
})
