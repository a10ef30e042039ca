import { describe, expect, it } from 'vitest'
import { bitcoin } from './bitcoinNetworks'
import { devChainA, devChainB } from './devChains'
import { knownNetworks } from './knownNetworks'
import type { Network } from './network'
import { resolveNetworks } from './resolveNetworks'
import { solanaDevnet } from './solanaNetworks'

const custom: Network = {
  ...devChainA,
  id: 777,
  name: 'Custom',
  caipNetworkId: 'eip155:777',
}

describe('resolveNetworks', () => {
  it('resolves chain ids, CAIP-2 ids and Network objects in order', () => {
    expect(
      resolveNetworks(
        [31337, 'eip155:31338', custom, solanaDevnet.caipNetworkId, bitcoin],
        knownNetworks,
      ),
    ).toEqual([devChainA, devChainB, custom, solanaDevnet, bitcoin])
  })

  it('finds common EVM networks in knownNetworks', () => {
    expect(
      resolveNetworks([1, 'eip155:8453'], knownNetworks).map((network) => network.name),
    ).toEqual(['Ethereum', 'Base'])
  })

  it('looks ids up in the given known list only', () => {
    expect(resolveNetworks([777], [custom])).toEqual([custom])
    expect(() => resolveNetworks([31337], [custom])).toThrow('Unknown network: 31337')
  })

  it('removes duplicates, keeping the first', () => {
    const other = { ...devChainA, name: 'Same id' }
    expect(resolveNetworks([31337, 'eip155:31337', other, 31338, 31337], knownNetworks)).toEqual([
      devChainA,
      devChainB,
    ])
  })

  it('throws for an empty list', () => {
    expect(() => resolveNetworks([], knownNetworks)).toThrow('At least one network is required')
  })

  it('throws naming an unknown id', () => {
    expect(() => resolveNetworks([999999999], knownNetworks)).toThrow('Unknown network: 999999999')
    expect(() => resolveNetworks(['eip155:999999999'], knownNetworks)).toThrow(
      'Unknown network: eip155:999999999',
    )
    expect(() => resolveNetworks(['solana:abc'], knownNetworks)).toThrow(
      'Unknown network: solana:abc',
    )
    expect(() => resolveNetworks([1.5], knownNetworks)).toThrow('Unknown network: 1.5')
  })

  it('throws for a string that is not a CAIP-2 id', () => {
    expect(() => resolveNetworks(['mainnet'], knownNetworks)).toThrow(
      'Invalid network id for mainnet: "mainnet" is not an eip155 chain id or a CAIP-2 id',
    )
    expect(() => resolveNetworks(['eip155:'], knownNetworks)).toThrow('Invalid network id')
    expect(() => resolveNetworks(['eip155:1:2'], knownNetworks)).toThrow('Invalid network id')
  })

  it('throws for a namespace outside CHAIN_NAMESPACES', () => {
    expect(() => resolveNetworks(['tron:1'], knownNetworks)).toThrow(
      'Network tron:1 is in chain namespace "tron", which is not one of eip155, solana, polkadot, bip122, cosmos',
    )
    const tron = {
      ...custom,
      chainNamespace: 'tron',
      caipNetworkId: 'tron:1',
    } as unknown as Network
    expect(() => resolveNetworks([tron], knownNetworks)).toThrow('chain namespace "tron"')
    const known = [{ ...custom, chainNamespace: 'tron' } as unknown as Network]
    expect(() => resolveNetworks([777], known)).toThrow('chain namespace "tron"')
  })

  it('throws for a Network whose CAIP-2 id does not match its namespace or is invalid', () => {
    const mismatched: Network = { ...custom, chainNamespace: 'solana' }
    expect(() => resolveNetworks([mismatched], knownNetworks)).toThrow(
      'Network Custom (eip155:777) has chainNamespace "solana" but a CAIP-2 id in another namespace',
    )
    const invalid = { ...custom, caipNetworkId: 'eip155:' } as Network
    expect(() => resolveNetworks([invalid], knownNetworks)).toThrow(
      'Invalid network id for Custom (eip155:)',
    )
  })
})
