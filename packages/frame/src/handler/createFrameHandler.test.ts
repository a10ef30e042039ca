import { APP_EVENT_TYPES, frameReplySchema } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { frameHandlerHarness as setup } from '../testing/frameHandlerHarness'

describe('createFrameHandler', () => {
  it('answers every app event with exactly one reply of its own type and id', async () => {
    const t = setup()
    // All at once, so none waits on another (SIGN_OUT would end a Farcaster long poll).
    const replies = await Promise.all(APP_EVENT_TYPES.map((type) => t.send(type, {})))
    replies.forEach((reply, index) => {
      const type = APP_EVENT_TYPES[index]
      expect(frameReplySchema.parse(reply).type).toMatch(
        new RegExp(`^@foyer-frame/${type}_(SUCCESS|ERROR)$`),
      )
    })
  })

  it('a failure is an _ERROR reply with the code the app words, never a throw', async () => {
    expect(await setup().failure('GET_USER', {})).toEqual({
      code: 'NOT_CONNECTED',
      message: 'Not connected to email or social',
    })
  })

  it('Farcaster sign-in must be started before it is connected (more in farcasterLogin.test.ts)', async () => {
    const t = setup()
    expect(await t.fails('CONNECT_FARCASTER')).toBe('FARCASTER_NOT_STARTED')
  })
})
