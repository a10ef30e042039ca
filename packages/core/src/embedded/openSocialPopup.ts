import { SOCIAL_POPUP_HEIGHT, SOCIAL_POPUP_WIDTH } from './embeddedConstants'

/** The popup's window name: a second sign-in reuses the first's window. */
export const SOCIAL_POPUP_NAME = 'foyer-social'

/** What the social login needs of the popup: navigate it, see whether it is closed, close it. */
export type SocialPopup = {
  readonly closed: boolean
  close(): void
  location: { href: string }
}

type Opener = {
  open(url: string, target: string, features: string): SocialPopup | null
  screenX?: number
  screenY?: number
  outerWidth?: number
  outerHeight?: number
}

/**
 * Opens the social sign-in popup (600x800, docs/product.md) on a blank page, centred over the window.
 * Call it synchronously in the click handler, before anything awaits: popup blockers allow only
 * that. Null when the browser blocked it.
 */
export function openSocialPopup(
  opener: Opener = globalThis as unknown as Opener,
): SocialPopup | null {
  const left = Math.max(
    0,
    (opener.screenX ?? 0) + ((opener.outerWidth ?? 0) - SOCIAL_POPUP_WIDTH) / 2,
  )
  const top = Math.max(
    0,
    (opener.screenY ?? 0) + ((opener.outerHeight ?? 0) - SOCIAL_POPUP_HEIGHT) / 2,
  )
  const features = `width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)},popup=yes`
  try {
    return opener.open('', SOCIAL_POPUP_NAME, features)
  } catch {
    return null
  }
}
