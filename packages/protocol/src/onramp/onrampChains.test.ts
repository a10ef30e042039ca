import { describe, expect, it } from 'vitest'
import { ONRAMP_CHAIN_NETWORKS, onrampChainName } from './onrampChains'
import { DEFAULT_RESTRICTED_TIMEZONES, isRestrictedTimezone } from './restrictedTimezones'

describe('Coinbase-style on-ramp chains', () => {
  it("are the product's list, in its order, each a network of its own", () => {
    expect(Object.keys(ONRAMP_CHAIN_NETWORKS)).toEqual([
      'ethereum',
      'arbitrum',
      'polygon',
      'berachain',
      'avalanche-c-chain',
      'optimism',
      'celo',
      'base',
    ])
    expect(new Set(Object.values(ONRAMP_CHAIN_NETWORKS)).size).toBe(8)
  })

  it('map networks to names and back', () => {
    expect(onrampChainName('eip155:8453')).toBe('base')
    expect(onrampChainName('eip155:43114')).toBe('avalanche-c-chain')
    expect(onrampChainName('eip155:31337')).toBeUndefined()
  })
})

describe('restricted timezones', () => {
  it('match IANA names without case, never an empty one', () => {
    expect(isRestrictedTimezone('Asia/Shanghai', DEFAULT_RESTRICTED_TIMEZONES)).toBe(true)
    expect(isRestrictedTimezone('ASIA/HONG_KONG', DEFAULT_RESTRICTED_TIMEZONES)).toBe(true)
    expect(isRestrictedTimezone('Asia/Tokyo', DEFAULT_RESTRICTED_TIMEZONES)).toBe(false)
    expect(isRestrictedTimezone('', DEFAULT_RESTRICTED_TIMEZONES)).toBe(false)
  })
})
