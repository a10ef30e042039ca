import { afterEach, describe, expect, it, vi } from 'vitest'
import { SOCIAL_CALLBACK_CHANNEL, type SocialChannel } from '../handler/socialLoginChannel'
import { runSocialCallbackPage, SOCIAL_CALLBACK_TEXTS } from './runSocialCallbackPage'

const ORIGIN = 'http://wallet.test'
const STATE = 'a'.repeat(43)
const HREF = `${ORIGIN}/social-callback.html?state=${STATE}&code=xyz`

const channels: BroadcastChannel[] = []
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close()
})
const open = () => {
  const channel = new BroadcastChannel(SOCIAL_CALLBACK_CHANNEL)
  channels.push(channel)
  return channel
}

/** Plays the frame: answers `received` for `state` to every callback it hears. */
function frame(state: string | undefined) {
  const channel = open()
  const heard: unknown[] = []
  channel.onmessage = (event) => {
    heard.push(event.data)
    if (state && event.data?.type === 'callback') channel.postMessage({ type: 'received', state })
  }
  return heard
}

function page(href: string, waitMs = 2_000, hasOpener = false) {
  const close = vi.fn()
  const shown: string[] = []
  const outcome = runSocialCallbackPage({
    href,
    origin: ORIGIN,
    channel: open() as unknown as SocialChannel,
    close,
    hasOpener: () => hasOpener,
    show: (text) => shown.push(text),
    waitMs,
  })
  return { close, shown, outcome }
}

describe('the social callback page', () => {
  it('hands its URL to the frame on the channel and closes once the frame took it', async () => {
    const heard = frame(STATE)
    const p = page(HREF)
    expect(await p.outcome).toBe('received')
    expect(heard).toEqual([{ type: 'callback', uri: HREF }])
    expect(p.close).toHaveBeenCalledOnce()
    // If the browser refuses to close it, the visitor is told they may.
    expect(p.shown).toEqual([SOCIAL_CALLBACK_TEXTS.finishing, SOCIAL_CALLBACK_TEXTS.done])
  })

  it('leaves the closing to the opener when it can still reach the popup', async () => {
    frame(STATE)
    const p = page(HREF, 2_000, true)
    expect(await p.outcome).toBe('received')
    expect(p.close).not.toHaveBeenCalled()
    expect(p.shown.at(-1)).toBe(SOCIAL_CALLBACK_TEXTS.done)
  })

  it('says no page waits for it when nothing takes it in time (an answer for another state does not count)', async () => {
    frame('b'.repeat(43))
    const p = page(HREF, 100)
    expect(await p.outcome).toBe('unclaimed')
    expect(p.close).not.toHaveBeenCalled()
    expect(p.shown.at(-1)).toBe(SOCIAL_CALLBACK_TEXTS.unclaimed)
  })

  it('posts nothing for a URL without the state and a code or error', async () => {
    const heard = frame(STATE)
    const p = page(`${ORIGIN}/social-callback.html?code=xyz`)
    expect(await p.outcome).toBe('invalid')
    expect(p.shown).toEqual([SOCIAL_CALLBACK_TEXTS.invalid])
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(heard).toEqual([])
  })

  it("hands over the provider's error (the visitor cancelled) the same way", async () => {
    const heard = frame(STATE)
    const href = `${ORIGIN}/social-callback.html?state=${STATE}&error=access_denied`
    expect(await page(href).outcome).toBe('received')
    expect(heard).toEqual([{ type: 'callback', uri: href }])
  })
})
