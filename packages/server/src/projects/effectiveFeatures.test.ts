import { DEFAULT_REMOTE_FEATURES } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { effectiveFeatures } from './effectiveFeatures'

describe('effectiveFeatures', () => {
  it('is the product’s defaults when the project overrides nothing', () => {
    expect(effectiveFeatures({})).toEqual({ features: DEFAULT_REMOTE_FEATURES, invalid: [] })
  })

  it('replaces features by id and keeps the defaults order', () => {
    const multiWallet = { id: 'multiWallet', isEnabled: true, config: null }
    const socials = { id: 'socials', isEnabled: true, config: ['github'] }
    const { features, invalid } = effectiveFeatures({ multiWallet, socials })
    expect(invalid).toEqual([])
    expect(features.map((feature) => feature.id)).toEqual(
      DEFAULT_REMOTE_FEATURES.map((feature) => feature.id),
    )
    expect(features.find((feature) => feature.id === 'multiWallet')).toEqual(multiWallet)
    expect(features.find((feature) => feature.id === 'socials')).toEqual(socials)
    expect(features.find((feature) => feature.id === 'email')).toEqual(
      DEFAULT_REMOTE_FEATURES.find((feature) => feature.id === 'email'),
    )
  })

  it('keeps the default and reports an override that does not validate', () => {
    const { features, invalid } = effectiveFeatures({
      email: { id: 'email', isEnabled: 'yes', config: null },
      activity: { id: 'email', isEnabled: false, config: null },
      teleport: { id: 'teleport', isEnabled: true, config: null },
    })
    expect(features).toEqual(DEFAULT_REMOTE_FEATURES)
    expect(invalid).toEqual(['email', 'activity', 'teleport'])
  })
})
