import type { ViewName } from '@foyer/core'
import type { ComponentType } from 'react'
import { connectGroup } from './groups/connectGroup'

type Views = Partial<Record<ViewName, ComponentType>>

/**
 * The views beyond the Connect group, each group its own chunk: a first open loads only what
 * the Connect view shows (no QR encoder, names API or viem's contract code). In the order the
 * idle preload fetches them: the likeliest next views first.
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
  ChooseAccountName: 'names',
  RegisterAccountName: 'names',
  RegisterAccountNameSuccess: 'names',
}

const loaded: Views = { ...connectGroup }
const loading = new Map<ViewGroup, Promise<void>>()

/** The view's component once its group has loaded (the Connect group always has). */
export function loadedView(view: ViewName): ComponentType | undefined {
  return loaded[view]
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
  if (loaded[view]) return Promise.resolve()
  return loadGroup(VIEW_GROUPS[view as LazyView])
}

/**
 * Loads the groups one after another, each when the page is idle: a later view then shows at
 * once, and the open itself never competes with them. Failures are left to the visit that
 * needs the view (it tries again).
 */
export function preloadViews(idle: () => Promise<void>): Promise<void> {
  preloading ??= (async () => {
    for (const group of Object.keys(LOADERS) as ViewGroup[]) {
      await idle()
      await loadGroup(group).catch(() => undefined)
    }
  })()
  return preloading
}

let preloading: Promise<void> | undefined
