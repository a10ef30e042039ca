import { describe, expect, it } from 'vitest'
import {
  defaultPasskeyRpId,
  passkeyAuthenticationResponseSchema,
  passkeyRegisterVerifyRequestSchema,
} from './passkeyAuthSchemas'

const assertion = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
}

describe('passkey schemas', () => {
  it('drops any client extension output (a PRF result is never kept or forwarded)', () => {
    const parsed = passkeyAuthenticationResponseSchema.parse({
      ...assertion,
      clientExtensionResults: { prf: { results: { first: 'c2VjcmV0' } } },
    })
    expect(parsed.clientExtensionResults).toEqual({})
  })

  it('refuses what is not base64url, and overlong fields', () => {
    expect(
      passkeyAuthenticationResponseSchema.safeParse({ ...assertion, id: 'a+b/' }).success,
    ).toBe(false)
    expect(
      passkeyAuthenticationResponseSchema.safeParse({
        ...assertion,
        response: { ...assertion.response, signature: 'A'.repeat(1025) },
      }).success,
    ).toBe(false)
  })

  it('trims a passkey’s name and refuses an empty or long one', () => {
    const registration = {
      id: 'Y3JlZA',
      rawId: 'Y3JlZA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'oA' },
      clientExtensionResults: {},
    }
    expect(
      passkeyRegisterVerifyRequestSchema.parse({ response: registration, name: ' Laptop ' }).name,
    ).toBe('Laptop')
    for (const name of ['  ', 'x'.repeat(65)]) {
      expect(
        passkeyRegisterVerifyRequestSchema.safeParse({ response: registration, name }).success,
      ).toBe(false)
    }
  })
})

describe('defaultPasskeyRpId', () => {
  it('drops the first label of three or more, keeps shorter hostnames and IP addresses', () => {
    expect(defaultPasskeyRpId('wallet.foyer.localhost')).toBe('foyer.localhost')
    expect(defaultPasskeyRpId('Wallet.Example.com')).toBe('example.com')
    expect(defaultPasskeyRpId('localhost')).toBe('localhost')
    expect(defaultPasskeyRpId('example.com')).toBe('example.com')
    expect(defaultPasskeyRpId('127.0.0.1')).toBe('127.0.0.1')
    expect(defaultPasskeyRpId('::1')).toBe('::1')
  })
})
