import { describe, expect, it } from 'vitest'
import { clientKey } from './clientKey'

describe('clientKey', () => {
  it('is a sha256 per project and address that does not contain the address', () => {
    const key = clientKey('a'.repeat(32), '203.0.113.7')
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(key).not.toContain('203')
    expect(clientKey('a'.repeat(32), '203.0.113.7')).toBe(key)
    expect(clientKey('b'.repeat(32), '203.0.113.7')).not.toBe(key)
    expect(clientKey('a'.repeat(32), '203.0.113.8')).not.toBe(key)
  })
})
