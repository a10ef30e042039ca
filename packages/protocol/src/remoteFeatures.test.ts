import { describe, expect, it } from 'vitest'
import { remoteConfigResponseSchema, remoteFeatureSchema } from './remoteFeatureSchemas'
import { DEFAULT_REMOTE_FEATURES } from './remoteFeatures'

describe('remote features (docs/product.md#remote-configuration defaults)', () => {
  it('the defaults parse and say what docs/product.md says', () => {
    const { features } = remoteConfigResponseSchema.parse({ features: DEFAULT_REMOTE_FEATURES })
    const byId = Object.fromEntries(features.map((f) => [f.id, f]))
    // No provider is named before the server says what it serves: both start off and empty.
    expect(byId.swaps).toEqual({ id: 'swaps', isEnabled: false, config: [] })
    expect(byId.onramp).toEqual({ id: 'onramp', isEnabled: false, config: [] })
    expect(byId.email?.isEnabled).toBe(true)
    expect(byId.socials?.config).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(byId.activity?.isEnabled).toBe(true)
    expect(byId.multiWallet?.isEnabled).toBe(false)
  })

  it('accepts the swap providers a server serves (the built-in router and an aggregator)', () => {
    const swaps = {
      id: 'swaps',
      isEnabled: true,
      config: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
    }
    expect(remoteFeatureSchema.parse(swaps)).toEqual(swaps)
  })

  it.each([
    [{ id: 'swaps', isEnabled: true, config: [{ id: '', name: 'A' }] }],
    [{ id: 'socials', isEnabled: true, config: ['myspace'] }],
    [{ id: 'onramp', isEnabled: true, config: [{ id: 'a', name: 'A', feeRange: [3, 1] }] }],
    [{ id: 'teleport', isEnabled: true, config: null }],
    [{ id: 'email', isEnabled: 'yes', config: null }],
    [{ id: 'email', isEnabled: true, config: null, extra: 1 }],
  ])('rejects %j', (feature) => {
    expect(remoteFeatureSchema.safeParse(feature).success).toBe(false)
  })
})
