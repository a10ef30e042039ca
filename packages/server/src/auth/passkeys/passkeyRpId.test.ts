import { describe, expect, it } from 'vitest'
import { passkeyRpId } from './passkeyRpId'

describe('passkeyRpId', () => {
  it('drops the first label of a frame hostname of three labels or more', () => {
    expect(passkeyRpId('http://wallet.foyer.localhost:8788')).toBe('foyer.localhost')
    expect(passkeyRpId('https://wallet.shop.example.com')).toBe('shop.example.com')
  })

  it('keeps a hostname of one or two labels, and an IP address', () => {
    expect(passkeyRpId('http://localhost:8788')).toBe('localhost')
    expect(passkeyRpId('https://example.com')).toBe('example.com')
    expect(passkeyRpId('http://127.0.0.1:8788')).toBe('127.0.0.1')
    expect(passkeyRpId('http://[::1]:8788')).toBe('::1')
  })

  it('takes PASSKEY_RP_ID when it is the hostname or a suffix of it, else refuses to start', () => {
    expect(passkeyRpId('https://wallet.shop.example.com', 'example.com')).toBe('example.com')
    expect(passkeyRpId('https://wallet.co.uk', 'wallet.co.uk')).toBe('wallet.co.uk')
    expect(() => passkeyRpId('https://wallet.example.com', 'other.com')).toThrow(
      'PASSKEY_RP_ID other.com is neither',
    )
    expect(() => passkeyRpId('https://wallet.example.com', 'le.com')).toThrow()
  })
})
