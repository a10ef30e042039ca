import { describe, expect, it } from 'vitest'
import {
  connectEmailRequestSchema,
  deviceWaitResponseSchema,
  otpSchema,
  verifyOtpRequestSchema,
} from './emailAuthSchemas'

const deviceId = 'device_0123456789abcdef'

describe('email auth schemas', () => {
  it('trims and lowercases the email', () => {
    expect(connectEmailRequestSchema.parse({ email: ' Ann@Example.COM ', deviceId })).toEqual({
      email: 'ann@example.com',
      deviceId,
    })
  })

  it.each([
    ['not an email', { email: 'ann', deviceId }],
    ['a short device id', { email: 'ann@example.com', deviceId: 'short' }],
    ['a device id with spaces', { email: 'ann@example.com', deviceId: 'a b c d e f g h i j k' }],
    ['a missing device id', { email: 'ann@example.com' }],
  ])('rejects %s', (_, body) => {
    expect(connectEmailRequestSchema.safeParse(body).success).toBe(false)
  })

  it('accepts six digits only as a code', () => {
    expect(otpSchema.safeParse('012345').success).toBe(true)
    for (const bad of ['12345', '1234567', '12345a', ' 123456', 123456]) {
      expect(otpSchema.safeParse(bad).success).toBe(false)
    }
    expect(
      verifyOtpRequestSchema.safeParse({ email: 'a@b.co', deviceId, otp: '000000' }).success,
    ).toBe(true)
  })

  it('tells an approved wait answer from a pending one', () => {
    expect(deviceWaitResponseSchema.parse({ approved: false })).toEqual({ approved: false })
    const grant = {
      approved: true,
      token: 't',
      expiresAt: '2030-01-01T00:00:00.000Z',
      user: { id: 'u', email: 'a@b.co' },
    }
    expect(deviceWaitResponseSchema.parse(grant)).toEqual(grant)
    expect(deviceWaitResponseSchema.safeParse({ approved: true }).success).toBe(false)
  })
})
