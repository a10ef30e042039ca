import { FoyerError } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { ProviderRpcError, toProviderError } from './frameRpcErrors'

describe('toProviderError', () => {
  it("gives the frame's USER_REJECTED code 4001", () => {
    const mapped = toProviderError(new FoyerError('USER_REJECTED'))
    expect(mapped).toBeInstanceOf(ProviderRpcError)
    expect(mapped).toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
      name: 'ProviderRpcError',
    })
  })

  it("gives the frame's REQUEST_NOT_ALLOWED code 4200", () => {
    const mapped = toProviderError(new FoyerError('REQUEST_NOT_ALLOWED'))
    expect(mapped).toBeInstanceOf(ProviderRpcError)
    expect(mapped).toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' })
  })

  it('gives batched-call errors the codes viem and EIP-5792 read, keeping the frame code', () => {
    const codes = {
      CALL_TO_INVALID: -32602,
      CAPABILITIES_ADDRESS_REQUIRED: -32602,
      CALLS_UNSUPPORTED: -32004,
      CALLS_ID_UNKNOWN: 5730,
      ATOMIC_UNSUPPORTED: 5760,
    } as const
    for (const [code, providerCode] of Object.entries(codes)) {
      expect(toProviderError(new FoyerError(code as keyof typeof codes))).toMatchObject({
        code: providerCode,
        data: { code },
      })
    }
  })

  it('maps by code, never by words', () => {
    const other = new FoyerError('RPC_ERROR', { details: 'execution reverted' })
    expect(toProviderError(other)).toBe(other)
    const words = new Error('User rejected the request.')
    expect(toProviderError(words)).toBe(words)
  })

  it('leaves a value that is not an Error as it is', () => {
    expect(toProviderError('User rejected the request.')).toBe('User rejected the request.')
    const value = { message: 'User rejected the request.' }
    expect(toProviderError(value)).toBe(value)
  })
})
