import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '../api/apiRequestError'
import { failedWithReason } from './failedWithReason'

describe('failedWithReason', () => {
  it('keeps the server’s reason without the words the app puts back', () => {
    const cause = new ApiRequestError(
      400,
      'SOCIAL_PROVIDER_ERROR',
      'Failed to connect: github answered access_denied',
    )
    const error = failedWithReason('FAILED_TO_CONNECT', cause)
    expect(error).toMatchObject({
      code: 'FAILED_TO_CONNECT',
      details: 'github answered access_denied',
      message: 'Failed to connect: github answered access_denied',
      cause,
    })
  })

  it('keeps a message without those words whole, and has no details without one', () => {
    const unreachable = new ApiRequestError(
      0,
      'NETWORK_ERROR',
      'The wallet server could not be reached',
    )
    expect(failedWithReason('FARCASTER_CONNECT_FAILED', unreachable).details).toBe(
      'The wallet server could not be reached',
    )
    expect(failedWithReason('FARCASTER_CONNECT_FAILED', 'boom')).toMatchObject({
      message: 'Failed to connect to farcaster',
      details: undefined,
    })
  })
})
