import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { decryptShare, encryptShare } from './shareCipher'

const key = randomBytes(32)
const share = 'AQIDBAUGBwgJCgsMDQ4PEA=='

describe('shareCipher', () => {
  it('round-trips a share and hides it', () => {
    const sealed = encryptShare(key, share, 'user-1')
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/)
    expect(sealed).not.toContain(share)
    expect(decryptShare(key, sealed, 'user-1')).toBe(share)
  })

  it('uses a fresh IV each time', () => {
    expect(encryptShare(key, share, 'u')).not.toBe(encryptShare(key, share, 'u'))
  })

  it('fails with another key or another user id', () => {
    const sealed = encryptShare(key, share, 'user-1')
    expect(() => decryptShare(randomBytes(32), sealed, 'user-1')).toThrow()
    expect(() => decryptShare(key, sealed, 'user-2')).toThrow()
  })

  it('fails on tampered ciphertext, tag or IV', () => {
    const sealed = encryptShare(key, share, 'u')
    const parts = sealed.split('.')
    for (const index of [1, 2, 3]) {
      const bytes = Buffer.from(parts[index] as string, 'base64url')
      bytes[0] = (bytes[0] ?? 0) ^ 1
      const tampered = parts.map((part, i) => (i === index ? bytes.toString('base64url') : part))
      expect(() => decryptShare(key, tampered.join('.'), 'u')).toThrow()
    }
  })

  it('refuses what is not a sealed share', () => {
    for (const bad of ['', 'v2.a.b.c', 'v1.a.b', 'v1.a.b.c.d', share]) {
      expect(() => decryptShare(key, bad, 'u')).toThrow()
    }
  })
})
