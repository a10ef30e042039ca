import type { RemoteFeature } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { resolveFeatures } from './resolveFeatures'

describe('resolveFeatures (the product’s defaults)', () => {
  it('has the product’s default switches and connect order', () => {
    expect(resolveFeatures()).toEqual({
      receive: true,
      names: true,
      send: true,
      emailShowWallets: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      // Off until the server lists a provider it serves (docs/product.md#remote-configuration).
      swaps: false,
      onramp: false,
      activity: true,
      multiWallet: false,
      connectMethodsOrder: ['email', 'social', 'wallet'],
    })
  })

  it('takes remote-backed switches from the remote configuration', () => {
    const features = resolveFeatures({}, [
      { id: 'email', isEnabled: false, config: null },
      { id: 'socials', isEnabled: true, config: ['github', 'x'] },
      { id: 'multiWallet', isEnabled: true, config: null },
    ])
    expect(features).toMatchObject({ email: false, socials: ['github', 'x'], multiWallet: true })
    // Not in the remote answer: the product’s defaults.
    expect(features).toMatchObject({ swaps: false, onramp: false, activity: true })
  })

  it('offers swaps and buying when the server lists providers for them', () => {
    const features = resolveFeatures({}, [
      { id: 'swaps', isEnabled: true, config: [{ id: 'foyer-router', name: 'On-chain router' }] },
      {
        id: 'onramp',
        isEnabled: true,
        config: [{ id: 'foyer-sandbox', name: 'Foyer sandbox', feeRange: [1, 2] }],
      },
    ])
    expect(features).toMatchObject({ swaps: true, onramp: true })
  })

  it('turns socials off when the remote disables them', () => {
    const features = resolveFeatures({}, [{ id: 'socials', isEnabled: false, config: ['google'] }])
    expect(features.socials).toEqual([])
  })

  it('never lets the remote override an explicit local setting', () => {
    const remote: RemoteFeature[] = [
      { id: 'email', isEnabled: true, config: null },
      { id: 'swaps', isEnabled: true, config: [] },
    ]
    const features = resolveFeatures({ email: false, swaps: false, socials: ['discord'] }, remote)
    expect(features).toMatchObject({ email: false, swaps: false, socials: ['discord'] })
  })

  it('treats an undefined local value as unset', () => {
    expect(resolveFeatures({ email: undefined }).email).toBe(true)
  })

  it('keeps an explicit switch', () => {
    expect(resolveFeatures({ send: false, pay: true })).toMatchObject({ send: false, pay: true })
  })

  it('keeps a custom order without duplicates', () => {
    expect(resolveFeatures({ connectMethodsOrder: ['wallet', 'email', 'wallet'] })).toMatchObject({
      connectMethodsOrder: ['wallet', 'email'],
    })
  })

  it('refuses an unknown connect method, naming it', () => {
    // @ts-expect-error an invalid method on purpose
    expect(() => resolveFeatures({ connectMethodsOrder: ['wallet', 'fax'] })).toThrow(
      'Unknown connect method: fax',
    )
  })
})
