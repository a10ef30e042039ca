import type { EmbeddedUser } from '@foyer/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createModal } from '../modal/createModal'
import { createScriptedFrame } from '../testing/scriptedFrame'
import type { LoginIdentity } from './cachedLogin'
import { createSocialLogin } from './createSocialLogin'
import { SOCIAL_POPUP_CLOSED_CHECK_MS } from './embeddedConstants'
import type { SocialPopup } from './openSocialPopup'

const AUTHORIZE = 'https://google.provider.test/authorize?state=abc'
const CALLBACK = 'http://wallet.test/social-callback.html?state=abc&code=xyz'

/** A stand-in for the browser's popup window: the visitor may close it. */
function popup() {
  const window = {
    closed: false,
    close: vi.fn(() => {
      window.closed = true
    }),
    location: { href: 'about:blank' },
  }
  return window satisfies SocialPopup
}

const user = (extra: Partial<EmbeddedUser> = {}): EmbeddedUser => ({
  address: '0x1111111111111111111111111111111111111111',
  chainId: 31337,
  accounts: [{ address: '0x1111111111111111111111111111111111111111', type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
  ...extra,
})

function setup() {
  const frame = createScriptedFrame()
  const listeners = new Set<(uri: string) => void>()
  const connect = vi.fn(async (_login: LoginIdentity) => {})
  const logger = { error: vi.fn() }
  const modal = createModal()
  modal.open()
  const login = createSocialLogin({
    call: frame.call,
    onCallback(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    connect,
    modal,
    logger,
  })
  /** The frame's SOCIAL_CALLBACK event. */
  const callback = (uri = CALLBACK) => {
    for (const listener of [...listeners]) listener(uri)
  }
  return { frame, login, connect, logger, callback, listeners, modal }
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createSocialLogin', () => {
  it('sends the popup to the provider, waits for the callback, then CONNECT_SOCIAL and connects with the user name', async () => {
    const t = setup()
    const window = popup()
    t.frame.answer('GET_SOCIAL_REDIRECT_URI', { uri: AUTHORIZE })
    t.frame.answer('CONNECT_SOCIAL', user({ userName: 'ada' }))
    const done = t.login.connect('google', window)
    expect(t.login.get()).toEqual({ status: 'redirecting', provider: 'google', error: undefined })
    await flush()
    expect(window.location.href).toBe(AUTHORIZE)
    expect(t.login.get().status).toBe('waiting')
    t.callback()
    await done
    expect(t.frame.calls).toEqual([
      { type: 'GET_SOCIAL_REDIRECT_URI', payload: { provider: 'google' } },
      { type: 'CONNECT_SOCIAL', payload: { uri: CALLBACK } },
    ])
    expect(window.close).toHaveBeenCalled()
    expect(t.connect).toHaveBeenCalledWith({
      socialProvider: 'google',
      socialUsername: 'ada',
      email: undefined,
    })
    expect(t.login.get()).toEqual({ status: 'idle', provider: undefined, error: undefined })
    expect(t.listeners.size).toBe(0)
  })

  it("'Popup closed' when the visitor closes the popup first: checked every 1 s", async () => {
    vi.useFakeTimers()
    const t = setup()
    const window = popup()
    t.frame.answer('GET_SOCIAL_REDIRECT_URI', { uri: AUTHORIZE })
    const done = t.login.connect('github', window)
    await flush()
    expect(t.login.get().status).toBe('waiting')
    window.closed = true
    await vi.advanceTimersByTimeAsync(SOCIAL_POPUP_CLOSED_CHECK_MS - 1)
    expect(t.login.get().status).toBe('waiting')
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(SOCIAL_POPUP_CLOSED_CHECK_MS).toBe(1_000)
    expect(t.login.get()).toEqual({
      status: 'idle',
      provider: 'github',
      error: { code: 'POPUP_CLOSED' },
    })
    expect(t.frame.types()).toEqual(['GET_SOCIAL_REDIRECT_URI'])
    expect(t.connect).not.toHaveBeenCalled()
    // A callback after that is nobody's.
    t.callback()
    await flush()
    expect(t.frame.types()).toEqual(['GET_SOCIAL_REDIRECT_URI'])
  })

  it("'Popup closed' when it was closed while the redirect was being made", async () => {
    const t = setup()
    const window = popup()
    const redirect = t.frame.defer('GET_SOCIAL_REDIRECT_URI')
    const done = t.login.connect('x', window)
    window.closed = true
    redirect.resolve({ uri: AUTHORIZE })
    await done
    expect(t.login.get().error).toEqual({ code: 'POPUP_CLOSED' })
    expect(window.location.href).toBe('about:blank')
  })

  it("'Failed to initiate social connection' when the frame cannot make the redirect: the popup is closed", async () => {
    const t = setup()
    const window = popup()
    t.frame.fail(
      'GET_SOCIAL_REDIRECT_URI',
      'SOCIAL_INITIATE_FAILED',
      'apple sign-in is not configured on this server',
    )
    await t.login.connect('apple', window)
    expect(t.login.get()).toEqual({
      status: 'idle',
      provider: 'apple',
      error: { code: 'SOCIAL_INITIATE_FAILED' },
    })
    expect(window.close).toHaveBeenCalled()
    expect(t.logger.error).toHaveBeenCalledWith(
      'Failed to initiate social connection',
      'Failed to initiate social connection: apple sign-in is not configured on this server',
    )
  })

  it("'Failed to initiate social connection' when the browser blocked the popup; nothing is asked", async () => {
    const t = setup()
    await t.login.connect('google', null)
    expect(t.login.get().error).toEqual({ code: 'SOCIAL_INITIATE_FAILED' })
    expect(t.frame.calls).toEqual([])
  })

  it("CONNECT_SOCIAL's failure (the provider's error, a state mismatch) is 'Failed to connect' with the frame's reason", async () => {
    const t = setup()
    t.frame.answer('GET_SOCIAL_REDIRECT_URI', { uri: AUTHORIZE })
    t.frame.fail('CONNECT_SOCIAL', 'FAILED_TO_CONNECT', 'google answered access_denied')
    const done = t.login.connect('google', popup())
    await flush()
    t.callback()
    await done
    expect(t.login.get().error).toEqual({
      code: 'FAILED_TO_CONNECT',
      details: 'google answered access_denied',
    })
    expect(t.connect).not.toHaveBeenCalled()
  })

  it("any other failure once the provider answered (the wallet could not connect) is 'Failed to connect' too", async () => {
    const t = setup()
    t.frame.answer('GET_SOCIAL_REDIRECT_URI', { uri: AUTHORIZE })
    t.frame.answer('CONNECT_SOCIAL', user({ userName: 'ada' }))
    t.connect.mockRejectedValueOnce(new Error('Connector not found'))
    const done = t.login.connect('google', popup())
    await flush()
    t.callback()
    await done
    // Its words stay in the log: the visitor is told the code only.
    expect(t.login.get().error).toEqual({ code: 'FAILED_TO_CONNECT' })
  })

  it('closing the modal ends the sign-in under way: its popup closed, its callback ignored', async () => {
    const t = setup()
    const window = popup()
    t.frame.answer('GET_SOCIAL_REDIRECT_URI', { uri: AUTHORIZE })
    const done = t.login.connect('google', window)
    await flush()
    expect(t.login.get().status).toBe('waiting')
    t.modal.close()
    await done
    expect(window.close).toHaveBeenCalled()
    expect(t.login.get()).toEqual({ status: 'idle', provider: undefined, error: undefined })
    expect(t.listeners.size).toBe(0)
    t.callback()
    await flush()
    expect(t.frame.types()).toEqual(['GET_SOCIAL_REDIRECT_URI'])
    expect(t.connect).not.toHaveBeenCalled()
    // Opening the modal again starts nothing; a new sign-in works.
    t.modal.open()
    t.frame.answer('GET_SOCIAL_REDIRECT_URI', { uri: AUTHORIZE })
    t.frame.answer('CONNECT_SOCIAL', user({ userName: 'ada' }))
    const again = t.login.connect('google', popup())
    await flush()
    t.callback()
    await again
    expect(t.connect).toHaveBeenCalledOnce()
  })

  it('closing the modal while the redirect is being made ends it too', async () => {
    const t = setup()
    const window = popup()
    const redirect = t.frame.defer('GET_SOCIAL_REDIRECT_URI')
    const done = t.login.connect('x', window)
    t.modal.close()
    expect(window.close).toHaveBeenCalled()
    redirect.resolve({ uri: AUTHORIZE })
    await done
    expect(window.location.href).toBe('about:blank')
    expect(t.login.get()).toEqual({ status: 'idle', provider: undefined, error: undefined })
  })

  it('a new sign-in ends the one under way (its popup closed, its answers ignored); cancel does too', async () => {
    const t = setup()
    const first = popup()
    t.frame.answer('GET_SOCIAL_REDIRECT_URI', { uri: AUTHORIZE })
    const firstDone = t.login.connect('google', first)
    await flush()
    const second = popup()
    t.frame.answer('GET_SOCIAL_REDIRECT_URI', { uri: `${AUTHORIZE}2` })
    const secondDone = t.login.connect('discord', second)
    await firstDone
    expect(first.close).toHaveBeenCalled()
    await flush()
    expect(t.login.get()).toMatchObject({
      status: 'waiting',
      provider: 'discord',
      error: undefined,
    })
    t.login.cancel()
    await secondDone
    expect(second.close).toHaveBeenCalled()
    expect(t.login.get()).toEqual({ status: 'idle', provider: undefined, error: undefined })
    t.callback()
    await flush()
    expect(t.frame.types()).toEqual(['GET_SOCIAL_REDIRECT_URI', 'GET_SOCIAL_REDIRECT_URI'])
  })

  it('keeps the email the provider verified with the login', async () => {
    const t = setup()
    t.frame.answer('GET_SOCIAL_REDIRECT_URI', { uri: AUTHORIZE })
    t.frame.answer('CONNECT_SOCIAL', user({ userName: 'ada', email: 'ada@example.com' }))
    const done = t.login.connect('google', popup())
    await flush()
    t.callback()
    await done
    expect(t.connect).toHaveBeenCalledWith({
      socialProvider: 'google',
      socialUsername: 'ada',
      email: 'ada@example.com',
    })
  })
})
