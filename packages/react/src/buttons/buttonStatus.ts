/** A setting for every screen, or one for small screens (below 768 px) and one for the rest. */
export type Responsive<T> = T | { smallScreen: T; largeScreen: T }

/** What the account button shows: avatar and name (or address), the avatar only, or the text only. */
export type AccountStatus = 'full' | 'avatar' | 'address'

/** What the network button shows: icon and name, one of them, or no network button at all. */
export type ChainStatus = 'full' | 'icon' | 'name' | 'none'

/** Below this width a screen is small (RainbowKit's breakpoint). */
export const SMALL_SCREEN_MIN_WIDTH_PX = 768

/** The defaults, as RainbowKit's ConnectButton has them. */
export const CONNECT_BUTTON_DEFAULTS = {
  showBalance: { smallScreen: false, largeScreen: true },
  accountStatus: 'full',
  chainStatus: { smallScreen: 'icon', largeScreen: 'full' },
} as const satisfies {
  showBalance: Responsive<boolean>
  accountStatus: Responsive<AccountStatus>
  chainStatus: Responsive<ChainStatus>
}

/** A responsive setting as its two values. */
export function bySize<T>(value: Responsive<T>): { small: T; large: T } {
  if (typeof value === 'object' && value !== null && 'smallScreen' in value) {
    return { small: value.smallScreen, large: value.largeScreen }
  }
  return { small: value as T, large: value as T }
}

/**
 * The class that hides a part on the screens where `shown` says no; undefined when it shows on
 * both. Done in CSS (kitCss), not by measuring, so the server's HTML and the first render match.
 */
export function sizeClass(shown: { small: boolean; large: boolean }): string | undefined {
  if (shown.small && shown.large) return undefined
  if (shown.small) return 'large-hidden'
  if (shown.large) return 'small-hidden'
  return 'hidden'
}

/** Which parts of the two buttons show, on small and on large screens. */
export function buttonParts(props: {
  showBalance: Responsive<boolean>
  accountStatus: Responsive<AccountStatus>
  chainStatus: Responsive<ChainStatus>
}) {
  const balance = bySize(props.showBalance)
  const account = bySize(props.accountStatus)
  const chain = bySize(props.chainStatus)
  const each = <T>(value: { small: T; large: T }, test: (value: T) => boolean) => ({
    small: test(value.small),
    large: test(value.large),
  })
  return {
    balance,
    avatar: each(account, (status) => status !== 'address'),
    label: each(account, (status) => status !== 'avatar'),
    chainButton: each(chain, (status) => status !== 'none'),
    chainIcon: each(chain, (status) => status === 'full' || status === 'icon'),
    chainName: each(chain, (status) => status === 'full' || status === 'name'),
  }
}
