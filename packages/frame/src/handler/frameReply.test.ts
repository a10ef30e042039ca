import { FoyerError, frameErrorPayloadSchema, frameReplySchema } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { ApiRequestError, type ApiRequestErrorCode } from '../api/apiRequestError'
import { errorReply, successReply } from './frameReply'

const id = '8f0e1c52-3b7a-4b7e-9c1d-2a4f5e6d7c8b'

describe('frame replies', () => {
  it('builds _SUCCESS and _ERROR replies the protocol accepts', () => {
    expect(frameReplySchema.parse(successReply('GET_CHAIN_ID', id, { chainId: 1 }))).toEqual({
      type: '@foyer-frame/GET_CHAIN_ID_SUCCESS',
      id,
      payload: { chainId: 1 },
    })
    const error = errorReply('RPC_REQUEST', id, new FoyerError('REQUEST_NOT_ALLOWED'))
    expect(frameReplySchema.parse(error).type).toBe('@foyer-frame/RPC_REQUEST_ERROR')
    expect(frameErrorPayloadSchema.parse(error.payload)).toEqual({
      code: 'REQUEST_NOT_ALLOWED',
      message: 'Requested RPC call is not allowed',
    })
  })

  it('carries a FoyerError’s details', () => {
    const error = new FoyerError('FAILED_TO_CONNECT', { details: 'github answered access_denied' })
    expect(errorReply('CONNECT_SOCIAL', id, error).payload).toEqual({
      code: 'FAILED_TO_CONNECT',
      message: 'Failed to connect: github answered access_denied',
      details: 'github answered access_denied',
    })
  })

  it('carries the values of the words’ placeholders', () => {
    const error = new FoyerError('SPONSORSHIP_DAILY_CAP', { params: { limit: 5 } })
    expect(errorReply('RPC_REQUEST', id, error).payload).toEqual({
      code: 'SPONSORSHIP_DAILY_CAP',
      message: 'This account has used its 5 sponsored transactions for today: try again tomorrow',
      params: { limit: 5 },
    })
  })

  it('gives an API failure its code when it is a known one, else ERROR_OCCURRED', () => {
    const known = new ApiRequestError(429, 'RATE_LIMITED', 'Slow down')
    expect(errorReply('CONNECT_EMAIL', id, known).payload).toEqual({
      code: 'RATE_LIMITED',
      message: 'Slow down',
    })
    // A code this build's table does not know (a newer server's).
    const unknown = new ApiRequestError(
      500,
      'WHATEVER' as ApiRequestErrorCode,
      'Database unavailable',
    )
    expect(errorReply('CONNECT_EMAIL', id, unknown).payload).toEqual({
      code: 'ERROR_OCCURRED',
      message: 'Database unavailable',
    })
  })

  it('anything else is ERROR_OCCURRED; long messages are clipped', () => {
    expect(errorReply('RELOAD', id, 'boom').payload).toEqual({
      code: 'ERROR_OCCURRED',
      message: 'An error occurred',
    })
    expect(errorReply('RELOAD', id, new Error('')).payload).toEqual({
      code: 'ERROR_OCCURRED',
      message: 'An error occurred',
    })
    expect(errorReply('RELOAD', id, new Error('nope')).payload).toEqual({
      code: 'ERROR_OCCURRED',
      message: 'nope',
    })
    const long = errorReply('RELOAD', id, new Error('x'.repeat(5000)))
    expect(frameErrorPayloadSchema.parse(long.payload).message).toHaveLength(1000)
  })
})
