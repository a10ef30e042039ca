import { frameErrorPayloadSchema, frameReplySchema } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { errorReply, successReply } from './frameReply'

const id = '8f0e1c52-3b7a-4b7e-9c1d-2a4f5e6d7c8b'

describe('frame replies', () => {
  it('builds _SUCCESS and _ERROR replies the protocol accepts', () => {
    expect(frameReplySchema.parse(successReply('GET_CHAIN_ID', id, { chainId: 1 }))).toEqual({
      type: '@foyer-frame/GET_CHAIN_ID_SUCCESS',
      id,
      payload: { chainId: 1 },
    })
    const error = errorReply('RPC_REQUEST', id, new Error('nope'))
    expect(frameReplySchema.parse(error).type).toBe('@foyer-frame/RPC_REQUEST_ERROR')
    expect(frameErrorPayloadSchema.parse(error.payload)).toEqual({ message: 'nope' })
  })

  it('gives a generic message for a non-Error and clips long messages', () => {
    expect(errorReply('RELOAD', id, 'boom').payload).toEqual({ message: 'An error occurred' })
    expect(errorReply('RELOAD', id, new Error('')).payload).toEqual({
      message: 'An error occurred',
    })
    const long = errorReply('RELOAD', id, new Error('x'.repeat(5000)))
    expect(frameErrorPayloadSchema.parse(long.payload).message).toHaveLength(1000)
  })
})
