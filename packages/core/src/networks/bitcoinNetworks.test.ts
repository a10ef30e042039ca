import { describe, expect, it } from 'vitest'
import { bitcoin, bitcoinNetworks, bitcoinTestnet } from './bitcoinNetworks'

describe('bitcoinNetworks', () => {
  it('defines mainnet and testnet with their CAIP-2 ids', () => {
    expect(bitcoinNetworks).toEqual([bitcoin, bitcoinTestnet])
    expect(bitcoinNetworks.map((network) => network.caipNetworkId)).toEqual([
      'bip122:000000000019d6689c085ae165831e93',
      'bip122:000000000933ea01ad0ee984209779ba',
    ])
    for (const network of bitcoinNetworks) {
      expect(network.chainNamespace).toBe('bip122')
      expect(network.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
    }
    expect(bitcoinNetworks.map((network) => network.testnet ?? false)).toEqual([false, true])
  })
})
