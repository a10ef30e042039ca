import { describe, expect, it } from 'vitest'
import { buttonParts, bySize, CONNECT_BUTTON_DEFAULTS, sizeClass } from './buttonStatus'

describe('buttonStatus', () => {
  it('reads a setting for every screen or one per screen size', () => {
    expect(bySize(true)).toEqual({ small: true, large: true })
    expect(bySize({ smallScreen: 'icon', largeScreen: 'full' })).toEqual({
      small: 'icon',
      large: 'full',
    })
  })

  it('hides a part in CSS only on the screens that do not show it', () => {
    expect(sizeClass({ small: true, large: true })).toBeUndefined()
    expect(sizeClass({ small: false, large: true })).toBe('small-hidden')
    expect(sizeClass({ small: true, large: false })).toBe('large-hidden')
    expect(sizeClass({ small: false, large: false })).toBe('hidden')
  })

  it("shows RainbowKit's defaults: balance and chain name on large screens, the chain icon on both", () => {
    const parts = buttonParts(CONNECT_BUTTON_DEFAULTS)
    expect(parts.balance).toEqual({ small: false, large: true })
    expect(parts.avatar).toEqual({ small: true, large: true })
    expect(parts.label).toEqual({ small: true, large: true })
    expect(parts.chainButton).toEqual({ small: true, large: true })
    expect(parts.chainIcon).toEqual({ small: true, large: true })
    expect(parts.chainName).toEqual({ small: false, large: true })
  })

  it('maps each account and chain status to its parts', () => {
    const avatarOnly = buttonParts({
      showBalance: false,
      accountStatus: 'avatar',
      chainStatus: 'none',
    })
    expect(avatarOnly.label).toEqual({ small: false, large: false })
    expect(avatarOnly.chainButton).toEqual({ small: false, large: false })
    const address = buttonParts({
      showBalance: true,
      accountStatus: 'address',
      chainStatus: 'name',
    })
    expect(address.avatar).toEqual({ small: false, large: false })
    expect(address.chainIcon).toEqual({ small: false, large: false })
    expect(address.chainName).toEqual({ small: true, large: true })
  })
})
