import { describe, expect, it } from 'vitest'
import {
  FARCASTER_CONNECT_FAILED,
  farcasterConnectRequestSchema,
  farcasterConnectResponseSchema,
  farcasterStartResponseSchema,
} from './farcasterAuthSchemas'

const deviceId = 'device_0123456789abcdef'

describe('farcaster auth schemas', () => {
  it('names the product’s message', () => {
    expect(FARCASTER_CONNECT_FAILED).toBe('Failed to connect to farcaster')
  })

  it('takes our channel tokens and the public relay’s UUIDs, nothing else', () => {
    for (const channelToken of ['a'.repeat(43), '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0']) {
      expect(farcasterConnectRequestSchema.safeParse({ channelToken, deviceId }).success).toBe(true)
    }
    for (const channelToken of ['short', 'a b'.repeat(10), '']) {
      expect(farcasterConnectRequestSchema.safeParse({ channelToken, deviceId }).success).toBe(
        false,
      )
    }
  })

  it('reads pending or a completed grant with the fid and user name', () => {
    expect(farcasterConnectResponseSchema.parse({ state: 'pending' })).toEqual({ state: 'pending' })
    const grant = {
      state: 'completed',
      token: 't',
      expiresAt: '2030-01-01T00:00:00.000Z',
      user: { id: 'u', email: null },
      provider: 'farcaster',
      username: 'dev-alice',
      fid: 9001,
    }
    expect(farcasterConnectResponseSchema.parse(grant)).toEqual(grant)
    expect(farcasterConnectResponseSchema.safeParse({ ...grant, provider: 'x' }).success).toBe(
      false,
    )
    expect(farcasterConnectResponseSchema.safeParse({ ...grant, fid: 0 }).success).toBe(false)
    // The session's user and the user name are read as a social sign-in's are.
    expect(farcasterConnectResponseSchema.safeParse({ ...grant, user: { id: 'u' } }).success).toBe(
      false,
    )
    expect(
      farcasterConnectResponseSchema.safeParse({ ...grant, username: 'a'.repeat(65) }).success,
    ).toBe(false)
  })

  it('wants a URL to open', () => {
    expect(
      farcasterStartResponseSchema.safeParse({ url: 'not a url', channelToken: 'a'.repeat(43) })
        .success,
    ).toBe(false)
  })
})
