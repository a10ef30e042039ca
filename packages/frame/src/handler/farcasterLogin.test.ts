import { FARCASTER_CONNECT_FAILED, frameErrorPayloadSchema } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '../api/apiRequestError'
import type { FrameApi } from '../api/frameApi'
import { createFakeFrameApi } from '../testing/createFakeFrameApi'
import { frameHandlerHarness } from '../testing/frameHandlerHarness'

function setup(api?: (fake: FrameApi) => FrameApi) {
  const server = createFakeFrameApi()
  const harness = frameHandlerHarness({ server, api: api ? api(server.api) : server.api })
  /** Resolves once the frame has asked the server `count` more times. */
  async function polled(count: number) {
    const start = server.calls.filter((call) => call === 'connectFarcaster').length
    while (server.calls.filter((call) => call === 'connectFarcaster').length < start + count) {
      await new Promise((resolve) => setTimeout(resolve, 1))
    }
  }
  return { ...harness, sessions: harness.deps.sessions, polled }
}

type User = { address: string; userName?: string; email?: string }

describe('Farcaster sign-in in the frame', () => {
  it('GET_FARCASTER_URI gives the link; CONNECT_FARCASTER waits for the visitor, then signs in', async () => {
    const { server, sessions, ok, polled } = setup()
    const { url } = await ok<{ url: string }>('GET_FARCASTER_URI')
    expect(url).toMatch(/^https:\/\/farcaster\.test\/~\/siwf\?channelToken=/)
    const connecting = ok<User>('CONNECT_FARCASTER')
    await polled(3)
    server.farcasterAnswer(url, { fid: 9001, username: 'dev-alice' })
    const user = await connecting
    expect(user.userName).toBe('dev-alice')
    expect(user.email).toBeUndefined()
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(sessions.load()?.social).toEqual({ provider: 'farcaster', username: 'dev-alice' })
    expect(await ok<User>('GET_USER')).toMatchObject({
      address: user.address,
      userName: 'dev-alice',
    })
    expect(await ok('IS_CONNECTED')).toEqual({ isConnected: true })
  })

  it('signs a returning Farcaster user in to the same wallet', async () => {
    const { server, ok } = setup()
    const first = await ok<{ url: string }>('GET_FARCASTER_URI')
    server.farcasterAnswer(first.url, { fid: 9001, username: 'dev-alice' })
    const user = await ok<User>('CONNECT_FARCASTER')
    await ok('SIGN_OUT')
    const again = await ok<{ url: string }>('GET_FARCASTER_URI')
    server.farcasterAnswer(again.url, { fid: 9001, username: 'dev-alice' })
    expect((await ok<User>('CONNECT_FARCASTER')).address).toBe(user.address)
  })

  it('replies FARCASTER_CONNECT_FAILED with the server’s reason when the sign-in fails, and needs a new start', async () => {
    const { server, ok, fails, failure } = setup()
    const { url } = await ok<{ url: string }>('GET_FARCASTER_URI')
    const message = `${FARCASTER_CONNECT_FAILED}: 0xdead is not the custody address of fid 9001`
    server.farcasterAnswer(url, {
      fail: { status: 401, code: 'FARCASTER_SIGNATURE_INVALID', message },
    })
    expect(await failure('CONNECT_FARCASTER')).toEqual({
      code: 'FARCASTER_CONNECT_FAILED',
      message,
      details: '0xdead is not the custody address of fid 9001',
    })
    expect(await fails('CONNECT_FARCASTER')).toBe('FARCASTER_NOT_STARTED')
    expect(await fails('GET_USER')).toBe('NOT_CONNECTED')
  })

  it('refuses CONNECT_FARCASTER before GET_FARCASTER_URI', async () => {
    const { failure } = setup()
    expect(await failure('CONNECT_FARCASTER')).toEqual({
      code: 'FARCASTER_NOT_STARTED',
      message:
        'Failed to connect to farcaster: no Farcaster sign-in was started here; start it again',
    })
  })

  it('says “Failed to connect to farcaster” when the server cannot be reached', async () => {
    const unreachable = async (): Promise<never> => {
      throw new ApiRequestError(0, 'NETWORK_ERROR', 'The wallet server could not be reached')
    }
    const { failure } = setup((api) => ({ ...api, startFarcaster: unreachable }))
    expect(await failure('GET_FARCASTER_URI')).toEqual({
      code: 'FARCASTER_CONNECT_FAILED',
      message: 'Failed to connect to farcaster: The wallet server could not be reached',
      details: 'The wallet server could not be reached',
    })
  })

  it('keeps the sign-in after a network failure while waiting, so CONNECT_FARCASTER can retry', async () => {
    let down = true
    const { server, ok, failMessage } = setup((api) => ({
      ...api,
      connectFarcaster: async (input) => {
        if (down)
          throw new ApiRequestError(0, 'NETWORK_ERROR', 'The wallet server could not be reached')
        return api.connectFarcaster(input)
      },
    }))
    const { url } = await ok<{ url: string }>('GET_FARCASTER_URI')
    expect(await failMessage('CONNECT_FARCASTER')).toBe(
      'Failed to connect to farcaster: The wallet server could not be reached',
    )
    down = false
    server.farcasterAnswer(url, { fid: 9002, username: 'dev-bob' })
    expect((await ok<User>('CONNECT_FARCASTER')).userName).toBe('dev-bob')
  })

  it.each([
    ['a new GET_FARCASTER_URI', 'GET_FARCASTER_URI'],
    ['SIGN_OUT', 'SIGN_OUT'],
    ['RELOAD', 'RELOAD'],
  ] as const)('%s cancels a waiting CONNECT_FARCASTER', async (_name, type) => {
    const { server, ok, send, polled } = setup()
    const { url } = await ok<{ url: string }>('GET_FARCASTER_URI')
    const waiting = send('CONNECT_FARCASTER')
    await polled(2)
    await ok(type)
    const reply = await waiting
    expect(reply.type).toBe('@foyer-frame/CONNECT_FARCASTER_ERROR')
    expect(frameErrorPayloadSchema.parse(reply.payload).code).toBe('REQUEST_ABORTED')
    // The old sign-in completing later signs nobody in.
    server.farcasterAnswer(url, { fid: 9001, username: 'dev-alice' })
    expect(await ok('IS_CONNECTED')).toEqual({ isConnected: false })
  })

  it.each([
    ['SIGN_OUT', 'SIGN_OUT'],
    ['RELOAD', 'RELOAD'],
    ['a new GET_FARCASTER_URI', 'GET_FARCASTER_URI'],
  ] as const)('%s ends the long poll under way, not only its answer', async (_name, type) => {
    // The server's connect holds the request (~25 s) until it is aborted.
    const signals: AbortSignal[] = []
    const { ok, send } = setup((api) => ({
      ...api,
      connectFarcaster: (_input, signal) =>
        new Promise((_resolve, reject) => {
          if (!signal) return
          signals.push(signal)
          signal.addEventListener('abort', () =>
            reject(new ApiRequestError(0, 'REQUEST_ABORTED', 'Request was aborted')),
          )
        }),
    }))
    await ok('GET_FARCASTER_URI')
    const waiting = send('CONNECT_FARCASTER')
    await expect.poll(() => signals.length).toBe(1)
    expect(signals[0]?.aborted).toBe(false)
    await ok(type)
    expect(signals[0]?.aborted).toBe(true)
    const reply = await waiting
    expect(reply.type).toBe('@foyer-frame/CONNECT_FARCASTER_ERROR')
    expect(frameErrorPayloadSchema.parse(reply.payload).code).toBe('REQUEST_ABORTED')
  })

  it('a start answered after a newer one (React runs an effect twice) is dropped: the newer sign-in stays', async () => {
    let releaseFirst: (() => void) | undefined
    let starts = 0
    const { server, ok, send } = setup((api) => ({
      ...api,
      startFarcaster: async (input) => {
        const answer = await api.startFarcaster(input)
        // The first start's answer comes back last.
        if (++starts === 1) await new Promise<void>((resolve) => (releaseFirst = resolve))
        return answer
      },
    }))
    const first = send('GET_FARCASTER_URI')
    await expect.poll(() => releaseFirst).toBeDefined()
    await ok('RELOAD')
    const { url } = await ok<{ url: string }>('GET_FARCASTER_URI')
    releaseFirst?.()
    const late = await first
    expect(late.type).toBe('@foyer-frame/GET_FARCASTER_URI_ERROR')
    expect(frameErrorPayloadSchema.parse(late.payload).code).toBe('REQUEST_ABORTED')
    // CONNECT_FARCASTER waits on the sign-in whose link the visitor was shown.
    const connecting = ok<User>('CONNECT_FARCASTER')
    server.farcasterAnswer(url, { fid: 9003, username: 'dev-carol' })
    expect((await connecting).userName).toBe('dev-carol')
  })
})
