import { describe, expect, it } from 'vitest'
import { FrameError } from '../frame/frameErrors'
import { socialLoginError } from './socialLoginError'
import { SOCIAL_LOGIN_ERRORS } from './socialLoginErrors'

describe('socialLoginError', () => {
  it("words each kind with the spec's message (§8)", () => {
    expect(SOCIAL_LOGIN_ERRORS).toEqual({
      popupClosed: 'Popup closed',
      initiateFailed: 'Failed to initiate social connection',
      connectFailed: 'Failed to connect',
      farcasterFailed: 'Failed to connect to farcaster',
    })
    expect(socialLoginError('popupClosed')).toEqual({
      kind: 'popupClosed',
      message: 'Popup closed',
    })
    expect(socialLoginError('farcasterFailed', new Error('relay down'))).toEqual({
      kind: 'farcasterFailed',
      message: 'Failed to connect to farcaster',
    })
  })

  it("keeps the frame's reason after 'Failed to connect: ', or takes any other message as the reason", () => {
    expect(
      socialLoginError(
        'connectFailed',
        new FrameError('frame_error', 'Failed to connect: x answered access_denied'),
      ),
    ).toEqual({
      kind: 'connectFailed',
      message: 'Failed to connect: x answered access_denied',
      reason: 'x answered access_denied',
    })
    expect(socialLoginError('connectFailed', new Error('Request was aborted'))).toEqual({
      kind: 'connectFailed',
      message: 'Failed to connect: Request was aborted',
      reason: 'Request was aborted',
    })
    expect(socialLoginError('connectFailed', new Error('Failed to connect'))).toEqual({
      kind: 'connectFailed',
      message: 'Failed to connect',
    })
    // Nothing to say: the generic frame message is the reason.
    expect(socialLoginError('connectFailed', 'not an error').reason).toBe('An error occurred')
  })
})
