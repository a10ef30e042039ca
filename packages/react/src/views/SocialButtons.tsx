import { isInAppBrowser, openSocialPopup } from '@foyer/core'
import type { SocialLoginError, SocialLoginState } from '@foyer/core/embedded'
import type { RemoteSocial } from '@foyer/protocol'
import { useEmbeddedWallet } from '../hooks/useEmbeddedWallet'
import { useFoyer, useStore } from '../hooks/useFoyer'
import { useStrings } from '../hooks/useStrings'
import type { Strings } from '../locale/en'

/** How many providers the Connect view shows as buttons; the rest are behind "More" (ConnectSocials). */
export const SOCIAL_BUTTONS_SHOWN = 3

const IDLE: SocialLoginState = { status: 'idle', provider: undefined, error: undefined }
const IDLE_SOCIAL = { get: () => IDLE, subscribe: () => () => {} }

/** The providers to offer: the remote config's socials, in its order; none without the embedded wallet. */
export function useSocials(): readonly RemoteSocial[] {
  const foyer = useFoyer()
  const { socials } = useStore(foyer.features)
  return foyer.embedded.enabled ? socials : []
}

/**
 * Starts a sign-in with `social`: Farcaster opens ConnectingFarcaster; any other provider opens
 * the popup right here, synchronously in the click (popup blockers allow nothing later), then
 * loads the embedded wallet and sends the popup to the provider.
 */
export function useStartSocial(disabled?: boolean) {
  const foyer = useFoyer()
  return (social: RemoteSocial) => {
    if (disabled) return foyer.modal.shake()
    if (social === 'farcaster') return foyer.router.push('ConnectingFarcaster')
    const popup = openSocialPopup()
    foyer.embedded
      .load()
      .then((wallet) => wallet.social.connect(social, popup))
      .catch((error: unknown) => {
        popup?.close()
        foyer.toasts.show('error', error instanceof Error ? error.message : String(error))
      })
  }
}

/** A failed social or Farcaster sign-in in the locale's words, with the server's reason. */
export function socialErrorText(strings: Strings, error: SocialLoginError): string {
  const words = strings.socialErrors[error.kind]
  return error.reason ? strings.socialErrorWithReason(words, error.reason) : words
}

/** The social sign-in under way or its last error, as one line. */
export function SocialStatus() {
  const strings = useStrings()
  const wallet = useEmbeddedWallet()
  const state = useStore(wallet?.social ?? IDLE_SOCIAL)
  if (state.error) {
    return (
      <p className="error-text" role="alert">
        {socialErrorText(strings, state.error)}
      </p>
    )
  }
  if (state.status === 'idle' || !state.provider) return null
  return (
    <p className="muted" role="status">
      <span className="spinner" aria-hidden="true" />{' '}
      {state.status === 'connecting'
        ? strings.socialSigningIn
        : strings.socialPopupWaiting(strings.socialNames[state.provider])}
    </p>
  )
}

/** A provider's mark: its initial (the kit ships no third-party logos). */
export function SocialMark({ social }: { social: RemoteSocial }) {
  const strings = useStrings()
  return (
    <span className="wallet-image monogram" aria-hidden="true">
      {strings.socialNames[social].slice(0, 1)}
    </span>
  )
}

/**
 * The Connect view's social sign-in: the first SOCIAL_BUTTONS_SHOWN providers as buttons and
 * "More" for the rest (ConnectSocials). In a messaging app's in-app browser on a phone the
 * buttons are hidden and the visitor is told why (spec §9).
 */
export function SocialButtons({ disabled }: { disabled?: boolean }) {
  const foyer = useFoyer()
  const strings = useStrings()
  const socials = useSocials()
  const start = useStartSocial(disabled)
  if (socials.length === 0) return null
  if (isInAppBrowser()) {
    return (
      <p className="muted" data-testid="foyer-socials-in-app">
        {strings.socialsInAppBrowser}
      </p>
    )
  }
  const more = socials.length > SOCIAL_BUTTONS_SHOWN + 1
  const shown = more ? socials.slice(0, SOCIAL_BUTTONS_SHOWN) : socials
  return (
    <section aria-label={strings.socialSignIn}>
      <ul className="grid">
        {shown.map((social) => (
          <li key={social}>
            <button
              type="button"
              className="tile"
              disabled={disabled}
              aria-label={strings.continueWith(strings.socialNames[social])}
              onClick={() => start(social)}
            >
              <SocialMark social={social} />
              <span className="tile-name">{strings.socialNames[social]}</span>
            </button>
          </li>
        ))}
        {more && (
          <li>
            <button
              type="button"
              className="tile"
              disabled={disabled}
              aria-label={strings.moreSocialsLabel}
              onClick={() => foyer.router.push('ConnectSocials')}
            >
              <span className="wallet-image monogram" aria-hidden="true">
                …
              </span>
              <span className="tile-name">{strings.moreSocials}</span>
            </button>
          </li>
        )}
      </ul>
      <SocialStatus />
    </section>
  )
}
