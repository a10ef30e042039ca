import type { FeaturesInput } from '@foyer/core'

/** Feature switches the demo lets a visitor flip; each lives in the page's query string. */
export const DEMO_SWITCHES = [
  'legalCheckbox',
  'collapseWallets',
  'allWallets',
  'emailShowWallets',
  'receive',
  'send',
  'analytics',
  'smartSessions',
  'pay',
  'names',
  'multiWallet',
] as const
export type DemoSwitch = (typeof DEMO_SWITCHES)[number]

/** `?legalCheckbox=on&allWallets=off` → `{ legalCheckbox: true, allWallets: false }`. */
export function switchesFromQuery(search: string): FeaturesInput {
  const params = new URLSearchParams(search)
  const features: Partial<Record<DemoSwitch, boolean>> = {}
  for (const name of DEMO_SWITCHES) {
    const value = params.get(name)
    if (value === 'on' || value === 'off') features[name] = value === 'on'
  }
  return features
}

/** The demo's URL with one switch set. */
export function withSwitch(href: string, name: DemoSwitch, on: boolean): string {
  const url = new URL(href)
  url.searchParams.set(name, on ? 'on' : 'off')
  return url.toString()
}

/** Sign in with the wallet (SIWX) in the demo: `?siwx=` off (default), optional or required. */
export const SIWX_MODES = ['off', 'optional', 'required'] as const
export type SiwxMode = (typeof SIWX_MODES)[number]

export function siwxModeFromQuery(search: string): SiwxMode {
  const value = new URLSearchParams(search).get('siwx')
  return value === 'optional' || value === 'required' ? value : 'off'
}
