import { describe, expect, it, vi } from 'vitest'
import { SOCIAL_POPUP_HEIGHT, SOCIAL_POPUP_WIDTH } from './embeddedConstants'
import { openSocialPopup, SOCIAL_POPUP_NAME } from './openSocialPopup'

describe('openSocialPopup', () => {
  it('opens a blank 600x800 popup centred over the window', () => {
    const popup = { closed: false, close() {}, location: { href: 'about:blank' } }
    const open = vi.fn(() => popup)
    const opened = openSocialPopup({
      open,
      screenX: 100,
      screenY: 50,
      outerWidth: 1400,
      outerHeight: 1000,
    })
    expect(opened).toBe(popup)
    expect([SOCIAL_POPUP_WIDTH, SOCIAL_POPUP_HEIGHT]).toEqual([600, 800])
    expect(open).toHaveBeenCalledWith(
      '',
      SOCIAL_POPUP_NAME,
      'width=600,height=800,left=500,top=150,popup=yes',
    )
  })

  it('is null when the browser blocks it (null or a throw)', () => {
    expect(openSocialPopup({ open: () => null })).toBeNull()
    expect(
      openSocialPopup({
        open: () => {
          throw new Error('blocked')
        },
      }),
    ).toBeNull()
  })
})
