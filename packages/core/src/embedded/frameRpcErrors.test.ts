import { FRAME_RPC_ERROR_MESSAGES } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { FrameError } from '../frame/frameErrors'
import { ProviderRpcError, toProviderError } from './frameRpcErrors'

describe('toProviderError', () => {
  it('gives a user rejection code 4001', () => {
    const mapped = toProviderError(new FrameError('frame_error', 'User rejected the request.'))
    expect(mapped).toBeInstanceOf(ProviderRpcError)
    expect(mapped).toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
      name: 'ProviderRpcError',
    })
  })

  it('gives a refused call code 4200', () => {
    const mapped = toProviderError(new Error('Requested RPC call is not allowed'))
    expect(mapped).toBeInstanceOf(ProviderRpcError)
    expect(mapped).toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' })
  })

  it('maps the protocol messages', () => {
    expect(toProviderError(new Error(FRAME_RPC_ERROR_MESSAGES.userRejected))).toMatchObject({
      code: 4001,
    })
    expect(toProviderError(new Error(FRAME_RPC_ERROR_MESSAGES.notAllowed))).toMatchObject({
      code: 4200,
    })
  })

  it('leaves any other error as it is', () => {
    const other = new FrameError('frame_error', 'execution reverted')
    expect(toProviderError(other)).toBe(other)
    const near = new Error('User rejected the request')
    expect(toProviderError(near)).toBe(near)
  })

  it('leaves a value that is not an Error as it is', () => {
    expect(toProviderError('User rejected the request.')).toBe('User rejected the request.')
    const value = { message: 'User rejected the request.' }
    expect(toProviderError(value)).toBe(value)
  })
})
