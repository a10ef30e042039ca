import { describe, expect, it } from 'vitest'
import { resolveFeatures } from './resolveFeatures'

describe('resolveFeatures (spec §1 defaults)', () => {
  it('has the spec’s default switches and connect order', () => {
    expect(resolveFeatures()).toEqual({
      receive: true,
      send: true,
      emailShowWallets: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
      connectMethodsOrder: ['email', 'social', 'wallet'],
    })
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
