import { describe, expect, it } from 'vitest'
import { discordUsername } from './discordUsername'
import {
  SOCIAL_USERNAME_MAX_LENGTH,
  socialCallbackRequestSchema,
  socialSessionGrantSchema,
  socialStartRequestSchema,
} from './socialAuthSchemas'

const deviceId = 'device_0123456789abcdef'
const state = 'a'.repeat(43)

describe('social auth schemas', () => {
  it('accepts only the product’s providers', () => {
    expect(socialStartRequestSchema.parse({ provider: 'discord', deviceId })).toEqual({
      provider: 'discord',
      deviceId,
    })
    for (const provider of ['farcaster', 'twitter', 'Google', '']) {
      expect(socialStartRequestSchema.safeParse({ provider, deviceId }).success).toBe(false)
    }
  })

  it('reads a code or a provider error, never neither', () => {
    expect(socialCallbackRequestSchema.parse({ state, deviceId, code: 'c' })).toEqual({
      state,
      deviceId,
      code: 'c',
    })
    expect(socialCallbackRequestSchema.parse({ state, deviceId, error: 'access_denied' })).toEqual({
      state,
      deviceId,
      error: 'access_denied',
    })
    expect(socialCallbackRequestSchema.safeParse({ state, deviceId }).success).toBe(false)
    expect(socialCallbackRequestSchema.safeParse({ state: 'x', deviceId, code: 'c' }).success).toBe(
      false,
    )
  })

  it('allows a grant without email', () => {
    const grant = {
      token: 't',
      expiresAt: '2030-01-01T00:00:00.000Z',
      user: { id: 'u', email: null },
      provider: 'x',
      username: 'ann',
    }
    expect(socialSessionGrantSchema.parse(grant)).toEqual(grant)
  })

  it('caps the user name at 64 characters, as the server cuts it', () => {
    const grant = {
      token: 't',
      expiresAt: '2030-01-01T00:00:00.000Z',
      user: { id: 'u', email: null },
      provider: 'github',
    }
    expect(SOCIAL_USERNAME_MAX_LENGTH).toBe(64)
    expect(socialSessionGrantSchema.safeParse({ ...grant, username: 'a'.repeat(64) }).success).toBe(
      true,
    )
    expect(socialSessionGrantSchema.safeParse({ ...grant, username: 'a'.repeat(65) }).success).toBe(
      false,
    )
    expect(socialSessionGrantSchema.safeParse({ ...grant, username: null }).success).toBe(true)
  })
})

describe('discordUsername', () => {
  it.each([
    ['ann0', 'ann'],
    ['player100', 'player10'],
    ['ann', 'ann'],
    ['ann#1230', 'ann#123'],
    ['', ''],
  ])('%s → %s', (name, shown) => {
    expect(discordUsername(name)).toBe(shown)
  })
})
