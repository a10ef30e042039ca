import { SOCIAL_LOGIN_ERRORS } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { en } from './en'

describe('en.socialErrors', () => {
  it("words every social sign-in failure as core does: the spec's messages exactly (§8)", () => {
    expect(Object.keys(en.socialErrors).sort()).toEqual(Object.keys(SOCIAL_LOGIN_ERRORS).sort())
    for (const [kind, message] of Object.entries(SOCIAL_LOGIN_ERRORS)) {
      expect(en.socialErrors[kind as keyof typeof SOCIAL_LOGIN_ERRORS]).toBe(message)
    }
    expect(en.socialErrors.popupClosed).toBe('Popup closed')
    expect(en.socialErrorWithReason('Failed to connect', 'x answered access_denied')).toBe(
      'Failed to connect: x answered access_denied',
    )
  })

  it('names the provider and the user name the account signed in with', () => {
    expect(en.signedInWithUser('Google', 'ada')).toBe('Signed in with Google: ada')
    expect(en.signedInWith('Farcaster')).toBe('Signed in with Farcaster')
  })
})
