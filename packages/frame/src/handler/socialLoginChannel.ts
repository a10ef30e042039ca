import { SOCIAL_CALLBACK_PATH } from '@foyer/protocol'

/**
 * The BroadcastChannel between the social callback page and the frame: both are on the frame's
 * origin and the same site as the page that embeds the frame, so they share a storage partition
 * even when the provider's Cross-Origin-Opener-Policy severed the popup from its opener.
 */
export const SOCIAL_CALLBACK_CHANNEL = '@foyer-frame/social-callback'

/** `callback`: the page's URL (page → frame); `received`: the frame took it (frame → page). */
export type SocialChannelMessage =
  | { type: 'callback'; uri: string }
  | { type: 'received'; state: string }

/** The part of a BroadcastChannel both sides use. */
export type SocialChannel = {
  onmessage: ((event: MessageEvent) => void) | null
  postMessage(message: SocialChannelMessage): void
  close(): void
}

/** What the provider appended to the callback page's URL: a code, or its error. */
export type SocialCallbackParams =
  | { state: string; code: string }
  | { state: string; error: string; errorDescription?: string }

/**
 * The provider's answer in `uri`, when `uri` is the callback page on `origin` and carries a state
 * and a code or an error (in the query; Apple's form_post is turned into one by the server).
 */
export function readSocialCallback(uri: string, origin: string): SocialCallbackParams | undefined {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return undefined
  }
  if (url.origin !== origin || url.pathname !== SOCIAL_CALLBACK_PATH) return undefined
  const get = (name: string) => url.searchParams.get(name) || undefined
  const state = get('state')
  if (!state) return undefined
  const code = get('code')
  if (code) return { state, code }
  const error = get('error')
  if (!error) return undefined
  const errorDescription = get('error_description')
  return { state, error, ...(errorDescription ? { errorDescription } : {}) }
}
