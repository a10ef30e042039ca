import { isInAppBrowser } from '@foyer/core/internal'
import { useFoyer } from '../../hooks/useFoyer'
import { useSocials } from '../../hooks/useSocials'
import { useStartSocial } from '../../hooks/useStartSocial'
import { useStrings } from '../../hooks/useStrings'
import { SocialMark } from './SocialMark'
import { SocialStatus } from './SocialStatus'

/** How many providers the Connect view shows as buttons; the rest are behind "More" (ConnectSocials). */
export const SOCIAL_BUTTONS_SHOWN = 3

/**
 * The Connect view's social sign-in: the first SOCIAL_BUTTONS_SHOWN providers as buttons and
 * "More" for the rest (ConnectSocials). In a messaging app's in-app browser on a phone the
 * buttons are hidden and the visitor is told why (docs/product.md).
 */
export function SocialButtons({ disabled }: { disabled?: boolean }) {
  const foyer = useFoyer()
  const strings = useStrings()
  const socials = useSocials()
  const start = useStartSocial()
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
