import type { ConnectButton } from '@foyer/react'
import type { ComponentProps } from 'react'
import {
  DEMO_SWITCHES,
  type DemoSwitch,
  SIWX_MODES,
  type SiwxMode,
  siwxModeFromQuery,
  switchesFromQuery,
} from './switches'

/**
 * The playground's settings, all in the page's query string: a link or a reload shows the same
 * configuration. Appearance and the button's settings apply live (the kit's theme setters, the
 * button's props); the feature switches, the connect methods order and SIWX are createFoyer
 * options read once, so changing them reloads the page.
 */
export const THEME_CHOICES = ['light', 'dark', 'auto'] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]

export const ACCENTS = {
  blue: '#2563eb',
  violet: '#7c3aed',
  pink: '#be185d',
  orange: '#c2410c',
  green: '#15803d',
  teal: '#0f766e',
} as const
export type AccentName = keyof typeof ACCENTS
export const DEFAULT_ACCENT = ACCENTS.blue

/** Values of `--foyer-border-radius-master` (the kit's default is 4px). */
export const RADII = { none: '0px', small: '2px', medium: '4px', large: '8px' } as const
export type RadiusName = keyof typeof RADII
export const DEFAULT_RADIUS: RadiusName = 'medium'

export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof CONNECT_METHODS)[number]

type ButtonProps = NonNullable<ComponentProps<typeof ConnectButton>>
export type AccountStatus = Extract<NonNullable<ButtonProps['accountStatus']>, string>
export type ChainStatus = Extract<NonNullable<ButtonProps['chainStatus']>, string>
export const ACCOUNT_STATUSES: readonly AccountStatus[] = ['full', 'avatar', 'address']
export const CHAIN_STATUSES: readonly ChainStatus[] = ['full', 'icon', 'name', 'none']

export type DemoSettings = {
  theme: ThemeChoice
  /** `#rrggbb`. */
  accent: string
  radius: RadiusName
  switches: Partial<Record<DemoSwitch, boolean>>
  /** Undefined: the kit's default order. */
  order: readonly ConnectMethod[] | undefined
  siwx: SiwxMode
  /** Undefined: the button's own default (which differs by screen size). */
  showBalance: boolean | undefined
  accountStatus: AccountStatus | undefined
  chainStatus: ChainStatus | undefined
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value)
}

/** The settings a query string holds; anything malformed is the default. */
export function settingsFromQuery(search: string): DemoSettings {
  const params = new URLSearchParams(search)
  const accent = params.get('accent') ?? ''
  const order = (params.get('order') ?? '').split(',')
  const showBalance = params.get('showBalance')
  return {
    theme: oneOf(THEME_CHOICES, params.get('theme')) ?? 'light',
    accent: HEX_COLOR.test(accent) ? accent.toLowerCase() : DEFAULT_ACCENT,
    radius: oneOf(Object.keys(RADII) as RadiusName[], params.get('radius')) ?? DEFAULT_RADIUS,
    switches: switchesFromQuery(search) as DemoSettings['switches'],
    order:
      order.length === CONNECT_METHODS.length &&
      CONNECT_METHODS.every((method) => order.includes(method))
        ? (order as ConnectMethod[])
        : undefined,
    siwx: siwxModeFromQuery(search),
    showBalance: showBalance === 'on' ? true : showBalance === 'off' ? false : undefined,
    accountStatus: oneOf(ACCOUNT_STATUSES, params.get('accountStatus')),
    chainStatus: oneOf(CHAIN_STATUSES, params.get('chainStatus')),
  }
}

/** `href` with the settings in its query (defaults left out); other parameters kept. */
export function withSettings(href: string, settings: DemoSettings): string {
  const url = new URL(href)
  const params = url.searchParams
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) params.delete(name)
    else params.set(name, value)
  }
  set('theme', settings.theme === 'light' ? undefined : settings.theme)
  set('accent', settings.accent === DEFAULT_ACCENT ? undefined : settings.accent)
  set('radius', settings.radius === DEFAULT_RADIUS ? undefined : settings.radius)
  for (const name of DEMO_SWITCHES) {
    const value = settings.switches[name]
    set(name, value === undefined ? undefined : value ? 'on' : 'off')
  }
  set('order', settings.order?.join(','))
  set('siwx', settings.siwx === 'off' ? undefined : settings.siwx)
  set(
    'showBalance',
    settings.showBalance === undefined ? undefined : settings.showBalance ? 'on' : 'off',
  )
  set('accountStatus', settings.accountStatus)
  set('chainStatus', settings.chainStatus)
  return url.toString()
}

/** Whether going from `before` to `after` needs a new createFoyer (a reload). */
export function needsReload(before: DemoSettings, after: DemoSettings): boolean {
  return (
    before.siwx !== after.siwx ||
    before.order?.join() !== after.order?.join() ||
    DEMO_SWITCHES.some((name) => before.switches[name] !== after.switches[name])
  )
}

export { SIWX_MODES }
