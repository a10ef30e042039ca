import { errorMessage } from './errorMessage'
import { SOCIAL_LOGIN_ERRORS, type SocialLoginErrorKind } from './socialLoginErrors'

/**
 * A failed social or Farcaster sign-in: its kind, the spec's message in English (§8) and, for
 * 'connectFailed', the reason the frame gave after the spec's words (e.g. the provider's
 * `access_denied`), which a UI shows in its own words' place.
 */
export type SocialLoginError = {
  kind: SocialLoginErrorKind
  message: string
  reason?: string
}

/**
 * The failure of `kind`. For 'connectFailed', `cause` is what failed (the frame's
 * `Failed to connect: <reason>`, or any other error, whose message becomes the reason).
 */
export function socialLoginError(kind: SocialLoginErrorKind, cause?: unknown): SocialLoginError {
  const words = SOCIAL_LOGIN_ERRORS[kind]
  if (kind !== 'connectFailed' || cause === undefined) return { kind, message: words }
  const text = errorMessage(cause)
  const reason = text.startsWith(`${words}: `) ? text.slice(words.length + 2) : text
  if (!reason || reason === words) return { kind, message: words }
  return { kind, message: `${words}: ${reason}`, reason }
}
