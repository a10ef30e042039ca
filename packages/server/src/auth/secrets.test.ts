import { describe, expect, it } from 'vitest'
import { newOtpCode, newSalt, newToken, sha256Hex } from './secrets'

describe('secrets', () => {
  it('makes six-digit codes, keeping leading zeros', () => {
    for (let i = 0; i < 200; i++) expect(newOtpCode()).toMatch(/^\d{6}$/)
  })

  it('makes distinct 256-bit tokens and salts', () => {
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newToken()).not.toBe(newToken())
    expect(newSalt()).not.toBe(newSalt())
  })

  it('hashes tokens with sha256', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
  })
})
