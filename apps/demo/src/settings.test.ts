import { describe, expect, it } from 'vitest'
import { DEFAULT_ACCENT, needsReload, settingsFromQuery, withSettings } from './settings'

const PAGE = 'http://foyer.localhost:5173/'

describe('settingsFromQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(settingsFromQuery('')).toEqual({
      theme: 'light',
      accent: DEFAULT_ACCENT,
      radius: 'medium',
      switches: {},
      order: undefined,
      siwx: 'off',
      showBalance: undefined,
      accountStatus: undefined,
      chainStatus: undefined,
    })
  })

  it('reads every setting', () => {
    expect(
      settingsFromQuery(
        '?theme=auto&accent=%23ABCDEF&radius=large&names=off&order=wallet,email,social&siwx=required&showBalance=off&accountStatus=avatar&chainStatus=none',
      ),
    ).toEqual({
      theme: 'auto',
      accent: '#abcdef',
      radius: 'large',
      switches: { names: false },
      order: ['wallet', 'email', 'social'],
      siwx: 'required',
      showBalance: false,
      accountStatus: 'avatar',
      chainStatus: 'none',
    })
  })

  it.each([
    ['theme=sepia', 'theme', 'light'],
    ['accent=red', 'accent', DEFAULT_ACCENT],
    ['accent=%23abc', 'accent', DEFAULT_ACCENT],
    ['radius=huge', 'radius', 'medium'],
    ['order=wallet,email', 'order', undefined],
    ['order=wallet,wallet,email', 'order', undefined],
    ['order=wallet,email,social,pay', 'order', undefined],
    ['showBalance=yes', 'showBalance', undefined],
    ['chainStatus=both', 'chainStatus', undefined],
  ])('takes the default for malformed %s', (query, key, value) => {
    expect(settingsFromQuery(`?${query}`)[key as 'theme']).toEqual(value)
  })
})

describe('withSettings', () => {
  it('writes what differs from the defaults and keeps other parameters', () => {
    const settings = {
      ...settingsFromQuery(''),
      theme: 'dark' as const,
      switches: { legalCheckbox: true },
      order: ['wallet', 'email', 'social'] as const,
    }
    const href = withSettings(`${PAGE}?connectTimeoutMs=300`, settings)
    expect(href).toBe(
      `${PAGE}?connectTimeoutMs=300&theme=dark&legalCheckbox=on&order=wallet%2Cemail%2Csocial`,
    )
    expect(settingsFromQuery(new URL(href).search)).toEqual(settings)
  })

  it('removes a setting set back to its default', () => {
    const href = withSettings(`${PAGE}?theme=dark&radius=none`, settingsFromQuery(''))
    expect(href).toBe(PAGE)
  })
})

describe('needsReload', () => {
  const base = settingsFromQuery('')
  it('is false for the live settings', () => {
    expect(needsReload(base, { ...base, theme: 'dark', accent: '#000000', radius: 'none' })).toBe(
      false,
    )
    expect(needsReload(base, { ...base, showBalance: false, chainStatus: 'icon' })).toBe(false)
  })

  it('is true for the createFoyer options', () => {
    expect(needsReload(base, { ...base, switches: { names: false } })).toBe(true)
    expect(needsReload(base, { ...base, order: ['wallet', 'social', 'email'] })).toBe(true)
    expect(needsReload(base, { ...base, siwx: 'optional' })).toBe(true)
  })
})
