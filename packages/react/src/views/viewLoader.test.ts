import type { ViewName } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { connectGroup } from './groups/connectGroup'
import { loadedView, loadView, preloadViews, VIEW_GROUPS } from './viewLoader'
import { VIEW_TITLES } from './viewTitles'

const ALL_VIEWS = Object.keys(VIEW_TITLES) as ViewName[]

describe('viewLoader', () => {
  it('has the Connect group at once, and no other view before its group loads', () => {
    for (const view of Object.keys(connectGroup) as ViewName[]) {
      expect(loadedView(view), view).toBeDefined()
    }
    expect(loadedView('Account')).toBeUndefined()
    expect(loadedView('ConnectingWalletConnect')).toBeUndefined()
    expect(loadedView('WalletSend')).toBeUndefined()
  })

  it('preloads only the groups likely next: from Connect, WalletConnect’s view; not the others', async () => {
    let idles = 0
    await preloadViews(async () => {
      idles += 1
    })
    expect(idles).toBe(1)
    expect(loadedView('ConnectingWalletConnect')).toBeTypeOf('function')
    for (const view of ['Account', 'EmailVerifyOtp', 'WalletSend', 'ApproveTransaction'] as const) {
      expect(loadedView(view), view).toBeUndefined()
    }
    // Preloaded once: a later open waits for no idle moment.
    await preloadViews(async () => {
      idles += 1
    })
    expect(idles).toBe(1)
  })

  it('places every view in one group, and each group holds the views placed in it', async () => {
    const lazy = ALL_VIEWS.filter((view) => !(view in connectGroup))
    expect(Object.keys(VIEW_GROUPS).sort()).toEqual(lazy.sort())
    for (const view of ALL_VIEWS) {
      await loadView(view)
      expect(loadedView(view), view).toBeTypeOf('function')
    }
  })
})
