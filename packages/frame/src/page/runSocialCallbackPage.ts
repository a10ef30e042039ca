import { readSocialCallback, type SocialChannel } from '../handler/socialLoginChannel'

/** What the callback page says (it is the frame's page, outside the kit's locale table). */
export const SOCIAL_CALLBACK_TEXTS = {
  finishing: 'Finishing sign-in…',
  done: 'Signed in. You can close this window.',
  unclaimed:
    'No open page is waiting for this sign-in. Close this window and start again from the app.',
  invalid: 'This page only finishes a sign-in started from the app.',
} as const

/** How long the page waits for the frame to take the provider's answer. */
export const SOCIAL_CALLBACK_WAIT_MS = 10_000

export type SocialCallbackPageDeps = {
  href: string
  /** The page's own origin (the frame's). */
  origin: string
  channel: SocialChannel
  /** Closes the popup (`window.close()`); a browser may refuse, so the page says it is done. */
  close(): void
  /**
   * Whether the page that opened the popup can still reach it (`window.opener`): then that page
   * closes it when the frame has told it, so it never sees the popup closed before the answer.
   */
  hasOpener(): boolean
  show(text: string): void
  waitMs?: number
}

export type SocialCallbackOutcome = 'received' | 'unclaimed' | 'invalid'

/**
 * The social callback page (SOCIAL_CALLBACK_PATH on the frame's origin), where the provider sends
 * the visitor back: it hands its URL to the frame over the BroadcastChannel — the provider's
 * Cross-Origin-Opener-Policy may have severed `window.opener` — and closes once the frame, which
 * started this sign-in, says it took it.
 */
export function runSocialCallbackPage(
  deps: SocialCallbackPageDeps,
): Promise<SocialCallbackOutcome> {
  const params = readSocialCallback(deps.href, deps.origin)
  if (!params) {
    deps.channel.close()
    deps.show(SOCIAL_CALLBACK_TEXTS.invalid)
    return Promise.resolve('invalid')
  }
  deps.show(SOCIAL_CALLBACK_TEXTS.finishing)
  return new Promise((resolve) => {
    const finish = (outcome: SocialCallbackOutcome) => {
      clearTimeout(timer)
      deps.channel.onmessage = null
      deps.channel.close()
      resolve(outcome)
    }
    const timer = setTimeout(() => {
      deps.show(SOCIAL_CALLBACK_TEXTS.unclaimed)
      finish('unclaimed')
    }, deps.waitMs ?? SOCIAL_CALLBACK_WAIT_MS)
    deps.channel.onmessage = (event) => {
      const data = event.data as { type?: unknown; state?: unknown } | null
      if (data?.type !== 'received' || data.state !== params.state) return
      deps.show(SOCIAL_CALLBACK_TEXTS.done)
      finish('received')
      if (!deps.hasOpener()) deps.close()
    }
    deps.channel.postMessage({ type: 'callback', uri: deps.href })
  })
}
