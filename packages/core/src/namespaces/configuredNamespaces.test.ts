import { describe, expect, it } from 'vitest'
import { bitcoin } from '../networks/bitcoinNetworks'
import { devChainA } from '../networks/devChains'
import { solana } from '../networks/solanaNetworks'
import { DEFAULT_ACCOUNT_TYPES } from './accountTypes'
import { assertConfiguredNamespace } from './configuredNamespaces'

describe('assertConfiguredNamespace', () => {
  it('gives the namespace of a chain in a configured one (a Network or a CAIP-2 id)', () => {
    expect(assertConfiguredNamespace(['eip155', 'solana'], solana)).toBe('solana')
    expect(assertConfiguredNamespace(['eip155'], 'eip155:1')).toBe('eip155')
    expect(assertConfiguredNamespace(['eip155'], devChainA)).toBe('eip155')
  })

  it('refuses a chain of an unconfigured namespace, or no namespace at all', () => {
    for (const chain of [bitcoin, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'tezos:main', 'x'])
      expect(() => assertConfiguredNamespace(['eip155'], chain)).toThrow(
        expect.objectContaining({
          code: 'NAMESPACE_NOT_CONFIGURED',
          params: { chain: typeof chain === 'string' ? chain : chain.caipNetworkId },
        }),
      )
  })
})

it('defaults the account type per namespace as the product says', () => {
  expect(DEFAULT_ACCOUNT_TYPES).toMatchObject({
    bip122: 'payment',
    eip155: 'smartAccount',
    polkadot: 'eoa',
    solana: 'eoa',
  })
})
