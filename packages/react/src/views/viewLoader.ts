import type { ViewName } from '@foyer/core'
import type { ComponentType } from 'react'
import { connectGroup } from './groups/connectGroup'

type Views = Partial<Record<ViewName, ComponentType>>

/**
 * The views beyond the Connect group, each group its own chunk: a first open loads only what
 * the Connect view shows (no QR encoder, names API or viem's contract code).
 */
const LOADERS = {
  account: () => import('./groups/accountGroup').then((module) => module.accountGroup),
  email: () => import('./groups/emailGroup').then((module) => module.emailGroup),
  networks: () => import('./groups/networksGroup').then((module) => module.networksGroup),
  walletConnect: () =>
    import('./groups/walletConnectGroup').then((module) => module.walletConnectGroup),
  social: () => import('./groups/socialGroup').then((module) => module.socialGroup),
  embedded: () => import('./groups/embeddedGroup').then((module) => module.embeddedGroup),
  siwx: () => import('./groups/siwxGroup').then((module) => module.siwxGroup),
  send: () => import('./groups/sendGroup').then((module) => module.sendGroup),
  names: () => import('./groups/namesGroup').then((module) => module.namesGroup),
  onramp: () => import('./groups/onrampGroup').then((module) => module.onrampGroup),
  swap: () => import('./groups/swapGroup').then((module) => module.swapGroup),
  pay: () => import('./groups/payGroup').then((module) => module.payGroup),
  profileWallets: () =>
    import('./groups/profileWalletsGroup').then((module) => module.profileWalletsGroup),
} satisfies Record<string, () => Promise<Views>>

export type ViewGroup = keyof typeof LOADERS
type LazyView = Exclude<ViewName, keyof typeof connectGroup>

/** The group of every view not in the Connect group (typed: a new view must be placed). */
export const VIEW_GROUPS: Record<LazyView, ViewGroup> = {
  Account: 'account',
  EmailVerifyOtp: 'email',
  EmailVerifyDevice: 'email',
  Networks: 'networks',
  SwitchNetwork: 'networks',
  UnsupportedChain: 'networks',
  ConnectingWalletConnect: 'walletConnect',
  ConnectSocials: 'social',
  ConnectingFarcaster: 'social',
  ApproveTransaction: 'embedded',
  UpdateEmailWallet: 'embedded',
  UpdateEmailPrimaryOtp: 'embedded',
  UpdateEmailSecondaryOtp: 'embedded',
  ProtectWallet: 'embedded',
  WalletSecurity: 'embedded',
  SIWXSignMessage: 'siwx',
  WalletSend: 'send',
  WalletSendSelectToken: 'send',
  WalletSendPreview: 'send',
  WalletReceive: 'send',
  Buy: 'onramp',
  BuyInProgress: 'onramp',
  ChooseAccountName: 'names',
  RegisterAccountName: 'names',
  RegisterAccountNameSuccess: 'names',
  Swap: 'swap',
  SwapSelectToken: 'swap',
  SwapPreview: 'swap',
  Pay: 'pay',
  ProfileWallets: 'profileWallets',
}

const loaded: Views = {}
const loading = new Map<ViewGroup, Promise<void>>()

/** The view's component once its group has loaded (the Connect group always has). */
export function loadedView(view: ViewName): ComponentType | undefined {
  // Read at the call, not at this module's start: the Connect group's email form imports this.
  return (connectGroup as Views)[view] ?? loaded[view]
}

function loadGroup(group: ViewGroup): Promise<void> {
  let pending = loading.get(group)
  if (!pending) {
    pending = LOADERS[group]().then(
      (views) => {
        Object.assign(loaded, views)
      },
      (error: unknown) => {
        // A chunk that failed (a network blip) may be fetched again on the next visit.
        loading.delete(group)
        throw error
      },
    )
    loading.set(group, pending)
  }
  return pending
}

/** Loads the group of `view` (once); resolves at once for a view already loaded. */
export function loadView(view: ViewName): Promise<void> {
  if (loadedView(view)) return Promise.resolve()
  return loadGroup(VIEW_GROUPS[view as LazyView])
}

/**
 * The groups a visitor likely goes to next from a view: from Connect, a wallet's connecting view
 * (WalletConnect's QR). The others load when the visitor heads there (the email steps when the
 * email field is used, see EmailLoginForm), not on every open: each group costs heap and parse
 * time, and most visits need none of them.
 */
const LIKELY_NEXT: Partial<Record<ViewName, readonly ViewGroup[]>> = {
  Connect: ['walletConnect'],
  ConnectWallets: ['walletConnect'],
  AllWallets: ['walletConnect'],
  Account: ['networks'],
}

/**
 * Loads the groups likely next after `view` (the Connect view's by default) one after another,
 * each when the page is idle: the next step then shows at once, and the open itself never
 * competes with them. Failures are left to the visit that needs the view (it tries again).
 */
export async function preloadViews(
  idle: () => Promise<void>,
  view: ViewName = 'Connect',
): Promise<void> {
  for (const group of LIKELY_NEXT[view] ?? []) {
    if (loading.has(group)) continue
    await idle()
    await loadGroup(group).catch(() => undefined)
  }
}
