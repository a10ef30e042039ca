import type { ViewName } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { connectGroup } from './groups/connectGroup'
import { loadedView, loadView, VIEW_GROUPS } from './viewLoader'
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

  it('places every view in one group, and each group holds the views placed in it', async () => {
    const lazy = ALL_VIEWS.filter((view) => !(view in connectGroup))
    expect(Object.keys(VIEW_GROUPS).sort()).toEqual(lazy.sort())
    for (const view of ALL_VIEWS) {
      await loadView(view)
      expect(loadedView(view), view).toBeTypeOf('function')
    }
  })
})
