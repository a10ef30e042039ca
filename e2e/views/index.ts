import { expect } from '@playwright/test'
import { accountViews, unsupportedChainView } from './accountViews'
import { connectViews, connectWalletsView } from './connectViews'
import { emailViews } from './emailViews'
import { onrampViews } from './onrampViews'
import { payViews } from './payViews'
import { profileWalletsViews } from './profileWalletsViews'
import { swapViews } from './swapViews'
import type { ViewGroup, ViewName, Walk } from './walk'

export { UNCONFIGURED_CHAIN_ID } from './accountViews'
export type { Strings, ViewGroup, ViewName, Visit, Walk } from './walk'

/**
 * Every group of views and its path through the real UI: together they reach every view of
 * core's VIEWS (viewLayout.spec checks it). Unsupported chain needs a wallet on a
 * network the page does not know, so the specs run it apart with that wallet.
 */
export const VIEW_GROUPS = {
  connect: connectViews,
  connectWallets: connectWalletsView,
  account: accountViews,
  unsupportedChain: unsupportedChainView,
  email: emailViews,
  onramp: onrampViews,
  swap: swapViews,
  pay: payViews,
  profileWallets: profileWalletsViews,
} as const

/**
 * Walks `group` with the spec's visit, and checks that the walk reached exactly the views the
 * group names, in order (a path that silently skips a view fails here).
 */
export async function walkGroup(group: ViewGroup, walk: Walk): Promise<void> {
  const visited: ViewName[] = []
  await group.walk({
    ...walk,
    visit: async (view, dialog, page) => {
      visited.push(view)
      await walk.visit(view, dialog, page)
    },
  })
  expect(visited, `the views ${group.name} reached`).toEqual(group.views)
}
