import { discordUsername, frameErrorPayloadSchema, SOCIAL_INITIATE_FAILED } from '@foyer/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '../api/apiRequestError'
import { createFakeFrameApi } from '../testing/createFakeFrameApi'
import {
  type FrameHandlerHarnessOptions,
  frameHandlerHarness,
} from '../testing/frameHandlerHarness'
import { SOCIAL_CALLBACK_CHANNEL, type SocialChannel } from './socialLoginChannel'

const _PROJECT_ID = 'f0e7f0e7f0e7f0e7f0e7f0e7f0e7f0e7'
const FRAME_ORIGIN = 'http://wallet.test'

/** Real BroadcastChannels (Node's): the frame's, and the ones the test plays the page with. */
const channels: BroadcastChannel[] = []
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close()
})
function openChannel(name: string): BroadcastChannel {
  const channel = new BroadcastChannel(name)
  channels.push(channel)
  return channel
}

function setup(overrides: FrameHandlerHarnessOptions = {}) {
  const harness = frameHandlerHarness({
    server: createFakeFrameApi({ frameOrigin: FRAME_ORIGIN }),
    origin: FRAME_ORIGIN,
    openChannel: (name) => openChannel(name) as unknown as SocialChannel,
    ...overrides,
  })
  const { ok, emit } = harness
  /** Starts a sign-in; the provider's authorization URL. */
  async function start(provider = 'google'): Promise<string> {
    const { uri }: { uri: string } = await ok('GET_SOCIAL_REDIRECT_URI', { provider })
    return uri
  }
  /** Plays the callback page: posts `uri` on the channel and collects what the frame answers. */
  function callbackPage(uri: string) {
    const page = openChannel(SOCIAL_CALLBACK_CHANNEL)
    const answers: { type: string; state: string }[] = []
    // Other test pages' posts reach it too: keep only the frame's answers.
    page.onmessage = (event) => {
      if (event.data?.type === 'received') answers.push(event.data)
    }
    page.postMessage({ type: 'callback', uri })
    return answers
  }
  /** Plays the callback page with `uri` and waits until the frame announced it to the app. */
  async function deliver(uri: string): Promise<string> {
    callbackPage(uri)
    await vi.waitFor(() => expect(emit).toHaveBeenCalledWith('SOCIAL_CALLBACK', { uri }))
    return uri
  }
  const announced = async (count: number) =>
    vi.waitFor(() =>
      expect(emit.mock.calls.filter(([type]) => type === 'SOCIAL_CALLBACK')).toHaveLength(count),
    )
  return { ...harness, start, callbackPage, deliver, announced }
}

describe('social sign-in in the frame', () => {
  it('GET_SOCIAL_REDIRECT_URI answers the provider URL; its callback page is announced to the app and told it was taken', async () => {
    const t = setup()
    const authorization = await t.start('github')
    expect(authorization).toMatch(/^https:\/\/github\.provider\.test\/authorize\?state=/)
    const callback = t.server.providerAnswer(authorization, { name: 'octo' })
    const answers = t.callbackPage(callback)
    await t.announced(1)
    expect(t.emit).toHaveBeenCalledWith('SOCIAL_CALLBACK', { uri: callback })
    const state = new URL(authorization).searchParams.get('state')
    await vi.waitFor(() => expect(answers).toEqual([{ type: 'received', state }]))
  })

  it('CONNECT_SOCIAL signs in and answers the user with the provider user name; GET_USER and a reload keep it', async () => {
    const t = setup()
    const callback = await t.deliver(t.server.providerAnswer(await t.start('x'), { name: 'ada_x' }))
    const user: { address: string; userName?: string; email?: string } = await t.ok(
      'CONNECT_SOCIAL',
      {
        uri: callback,
        chainId: 31338,
      },
    )
    expect(user.userName).toBe('ada_x')
    expect(user.email).toBeUndefined()
    expect(user).toMatchObject({
      chainId: 31338,
      accounts: [{ address: user.address, type: 'eoa' }],
    })
    expect(t.deps.sessions.load()?.social).toEqual({ provider: 'x', username: 'ada_x' })
    // RELOAD drops the in-memory key; the stored session still names the user.
    await t.ok('RELOAD')
    expect(await t.ok('GET_USER', {})).toMatchObject({ address: user.address, userName: 'ada_x' })
  })

  it('the same provider user signs in to the same wallet on the same device', async () => {
    const t = setup()
    const first: { address: string } = await t.ok('CONNECT_SOCIAL', {
      uri: await t.deliver(t.server.providerAnswer(await t.start('google'), { name: 'grace' })),
    })
    await t.ok('SIGN_OUT')
    const again: { address: string } = await t.ok('CONNECT_SOCIAL', {
      uri: await t.deliver(t.server.providerAnswer(await t.start('google'), { name: 'grace' })),
    })
    expect(again.address).toBe(first.address)
    expect(t.server.calls.filter((call) => call === 'createShares')).toHaveLength(1)
  })

  it("shows the server's Discord user name as it is: the trailing-0 rule is applied once, by the server", async () => {
    const t = setup()
    // The server turns discord's `user10` + discriminator `0` into `user10` (discordUsername).
    const shown = discordUsername('user100')
    const user: { userName?: string } = await t.ok('CONNECT_SOCIAL', {
      uri: await t.deliver(t.server.providerAnswer(await t.start('discord'), { name: shown })),
    })
    expect(user.userName).toBe('user10')
  })

  it("the provider's error (the visitor pressed cancel) fails CONNECT_SOCIAL with the server's message", async () => {
    const t = setup()
    const callback = await t.deliver(
      t.server.providerAnswer(await t.start('google'), { cancel: true }),
    )
    expect(await t.failure('CONNECT_SOCIAL', { uri: callback })).toEqual({
      code: 'FAILED_TO_CONNECT',
      message: 'Failed to connect: answered access_denied',
      details: 'answered access_denied',
    })
    expect(t.deps.sessions.load()).toBeUndefined()
  })

  it('refuses a callback of another sign-in (state mismatch), a replayed one, and one not from its callback page', async () => {
    const t = setup()
    const old = await t.deliver(t.server.providerAnswer(await t.start('google'), { name: 'ada' }))
    await t.ok('CONNECT_SOCIAL', { uri: old })
    // Replayed after it was used: no started sign-in has its state.
    expect(await t.fails('CONNECT_SOCIAL', { uri: old })).toBe('SOCIAL_LOGIN_NOT_STARTED')
    // While another sign-in is started: its state is not the old one.
    await t.start('google')
    expect(await t.fails('CONNECT_SOCIAL', { uri: old })).toBe('SOCIAL_LOGIN_NOT_STARTED')
    // Another origin or path, or no state / no code: not the frame's callback.
    const foreign = old.replace(FRAME_ORIGIN, 'https://evil.test')
    expect(await t.fails('CONNECT_SOCIAL', { uri: foreign })).toBe('SOCIAL_CALLBACK_FOREIGN')
    const otherPath = old.replace('/social-callback.html', '/other.html')
    expect(await t.fails('CONNECT_SOCIAL', { uri: otherPath })).toBe('SOCIAL_CALLBACK_FOREIGN')
    expect(
      await t.fails('CONNECT_SOCIAL', { uri: `${FRAME_ORIGIN}/social-callback.html?state=abc` }),
    ).toBe('SOCIAL_CALLBACK_FOREIGN')
    expect(t.server.calls.filter((call) => call === 'socialCallback')).toHaveLength(1)
  })

  it('the channel ignores callbacks of another state, another origin, and anything after the sign-in finished', async () => {
    const t = setup()
    const authorization = await t.start('google')
    const other = `${FRAME_ORIGIN}/social-callback.html?state=${'o'.repeat(43)}&code=eve`
    const foreign = t.server
      .providerAnswer(authorization, { name: 'eve' })
      .replace(FRAME_ORIGIN, 'https://evil.test')
    const state = new URL(authorization).searchParams.get('state')
    const ignoredA = t.callbackPage(other)
    const ignoredB = t.callbackPage(foreign)
    const junk = openChannel(SOCIAL_CALLBACK_CHANNEL)
    junk.postMessage({ type: 'callback', uri: 42 })
    const good = t.server.providerAnswer(authorization, { name: 'ada' })
    t.callbackPage(good)
    await t.announced(1)
    expect(t.emit).toHaveBeenLastCalledWith('SOCIAL_CALLBACK', { uri: good })
    // The frame's answer names the state it took: not the other sign-in's.
    expect(ignoredA.filter((answer) => answer.state === 'o'.repeat(43))).toEqual([])
    expect(ignoredB.every((answer) => answer.state === state)).toBe(true)
    // A second copy of the page is told it was taken, but not announced twice.
    const again = t.callbackPage(good)
    await vi.waitFor(() => expect(again).toHaveLength(1))
    await t.ok('CONNECT_SOCIAL', { uri: good })
    // Once finished, the frame no longer listens.
    const late = t.callbackPage(good)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(late).toEqual([])
    await t.announced(1)
  })

  it('CONNECT_SOCIAL takes only the URL the callback page delivered, never one the app made up with the started state', async () => {
    const t = setup()
    const authorization = await t.start('google')
    const state = new URL(authorization).searchParams.get('state')
    // Made up before any page answered: the state is right, the URL never came from the page.
    const madeUp = `${FRAME_ORIGIN}/social-callback.html?state=${state}&code=attacker`
    expect(await t.fails('CONNECT_SOCIAL', { uri: madeUp })).toBe('SOCIAL_CALLBACK_NOT_RECEIVED')
    const delivered = await t.deliver(t.server.providerAnswer(authorization, { name: 'ada' }))
    // Another code (or an error) with the same state, after the page answered: still refused.
    expect(await t.fails('CONNECT_SOCIAL', { uri: madeUp })).toBe('SOCIAL_CALLBACK_NOT_RECEIVED')
    expect(
      await t.fails('CONNECT_SOCIAL', {
        uri: `${FRAME_ORIGIN}/social-callback.html?state=${state}&error=access_denied`,
      }),
    ).toBe('SOCIAL_CALLBACK_NOT_RECEIVED')
    expect(t.server.calls).not.toContain('socialCallback')
    // A second page with the same state but another URL is not taken either.
    const other = t.callbackPage(madeUp)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(other.filter((answer) => answer.state === state)).toHaveLength(0)
    await t.announced(1)
    // The refusals did not end the sign-in: the delivered URL still finishes it.
    const user: { userName?: string } = await t.ok('CONNECT_SOCIAL', { uri: delivered })
    expect(user.userName).toBe('ada')
  })

  it.each(['SIGN_OUT', 'RELOAD'] as const)(
    '%s ends a started sign-in: its callback arriving later signs nobody in',
    async (type) => {
      const t = setup()
      const authorization = await t.start('google')
      await t.ok(type)
      const callback = t.server.providerAnswer(authorization, { name: 'ada' })
      const answers = t.callbackPage(callback)
      await new Promise((resolve) => setTimeout(resolve, 50))
      // Not taken: the page says no open page is waiting, the app hears nothing.
      expect(answers).toEqual([])
      await t.announced(0)
      expect(await t.fails('CONNECT_SOCIAL', { uri: callback })).toBe('SOCIAL_LOGIN_NOT_STARTED')
      expect(t.deps.sessions.load()).toBeUndefined()
    },
  )

  it('SIGN_OUT while the sign-in is being started ends it too: the late start opens nothing', async () => {
    const server = createFakeFrameApi({ frameOrigin: FRAME_ORIGIN })
    const startSocial = server.api.startSocial
    let authorization: string | undefined
    let release: (() => void) | undefined
    server.api.startSocial = async (input) => {
      const answer = await startSocial(input)
      authorization = answer.uri
      await new Promise<void>((resolve) => (release = resolve))
      return answer
    }
    const t = setup({ server })
    const starting = t.send('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    await vi.waitFor(() => expect(release).toBeDefined())
    await t.ok('SIGN_OUT')
    release?.()
    const reply = await starting
    expect(reply.type).toBe('@foyer-frame/GET_SOCIAL_REDIRECT_URI_ERROR')
    expect(frameErrorPayloadSchema.parse(reply.payload).code).toBe('REQUEST_ABORTED')
    // Its callback page finds nobody listening.
    const answers = t.callbackPage(t.server.providerAnswer(authorization ?? '', { name: 'ada' }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(answers).toEqual([])
    await t.announced(0)
  })

  it('a new sign-in replaces the started one: the earlier callback is no longer announced', async () => {
    const t = setup()
    const first = await t.start('google')
    await t.start('github')
    t.callbackPage(t.server.providerAnswer(first, { name: 'ada' }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    await t.announced(0)
  })

  it('GET_SOCIAL_REDIRECT_URI fails when the server cannot start it, or answers a URL without state', async () => {
    const server = createFakeFrameApi({ frameOrigin: FRAME_ORIGIN })
    const t = setup({ server })
    server.api.startSocial = async () => {
      throw new ApiRequestError(
        400,
        'SOCIAL_UNAVAILABLE',
        `${SOCIAL_INITIATE_FAILED}: apple sign-in is not configured on this server`,
      )
    }
    expect(await t.failure('GET_SOCIAL_REDIRECT_URI', { provider: 'apple' })).toEqual({
      code: 'SOCIAL_INITIATE_FAILED',
      message: `${SOCIAL_INITIATE_FAILED}: apple sign-in is not configured on this server`,
      details: 'apple sign-in is not configured on this server',
    })
    server.api.startSocial = async () => ({ uri: 'https://apple.provider.test/authorize' })
    expect(await t.failure('GET_SOCIAL_REDIRECT_URI', { provider: 'apple' })).toEqual({
      code: 'SOCIAL_INITIATE_FAILED',
      message: SOCIAL_INITIATE_FAILED,
    })
    // An unknown provider never reaches the handler's logic: the schema refuses it.
    expect(await t.fails('GET_SOCIAL_REDIRECT_URI', { provider: 'myspace' })).toBeTruthy()
  })
})
