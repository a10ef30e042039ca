import { describe, expect, it, vi } from 'vitest'
import { createRouter } from './createRouter'

function setup(connected = false) {
  const onClose = vi.fn()
  const state = { connected }
  const router = createRouter({ isConnected: () => state.connected, onClose })
  return { router, onClose, state }
}

describe('createRouter (docs/product.md)', () => {
  it('starts on Connect with no history', () => {
    expect(setup().router.get()).toEqual({ view: 'Connect', history: [], data: {} })
  })

  it('push adds the current view to the history', () => {
    const { router } = setup()
    router.push('Networks')
    router.push('SwitchNetwork', { caipNetworkId: 'eip155:31338' })
    expect(router.get()).toEqual({
      view: 'SwitchNetwork',
      history: ['Connect', 'Networks'],
      data: { caipNetworkId: 'eip155:31338' },
    })
  })

  it('push is a no-op when the view is already current', () => {
    const { router } = setup()
    router.push('Networks')
    const before = router.get()
    router.push('Networks', { connectorUid: 'x' })
    expect(router.get()).toBe(before)
  })

  it('goBack shows the previous view with the data it was left with', () => {
    const { router } = setup()
    const wallet = { id: 'rainbow', name: 'Rainbow' }
    router.push('ConnectingWalletConnect', { wallet })
    router.push('Downloads', { wallet })
    router.goBack()
    expect(router.get()).toEqual({
      view: 'ConnectingWalletConnect',
      history: ['Connect'],
      data: { wallet },
    })
    router.goBack()
    expect(router.get()).toEqual({ view: 'Connect', history: [], data: {} })
    router.push('Networks')
    router.reset('Account')
    router.push('Networks')
    router.goBack()
    expect(router.get().data).toEqual({})
  })

  it('replace swaps the current view and keeps the history', () => {
    const { router } = setup()
    router.push('ConnectingExternal', { connectorUid: 'a' })
    router.replace('Account')
    expect(router.get()).toEqual({ view: 'Account', history: ['Connect'], data: {} })
  })

  it('reset clears the history', () => {
    const { router } = setup()
    router.push('Networks')
    router.push('SwitchNetwork')
    router.reset('Account')
    expect(router.get()).toEqual({ view: 'Account', history: [], data: {} })
  })

  it('goBack returns to the previous view', () => {
    const { router, onClose } = setup()
    router.push('Networks')
    router.push('ConnectingExternal', { connectorUid: 'a' })
    router.goBack()
    expect(router.get()).toEqual({ view: 'Networks', history: ['Connect'], data: {} })
    expect(onClose).not.toHaveBeenCalled()
  })

  it('goBack with no history closes the modal and keeps the view', () => {
    const { router, onClose } = setup()
    router.goBack()
    expect(onClose).toHaveBeenCalledOnce()
    expect(router.get().view).toBe('Connect')
  })

  it('going back to Connect while connected shows Account', () => {
    const { router, state } = setup()
    router.push('ConnectingExternal', { connectorUid: 'a' })
    state.connected = true
    router.goBack()
    expect(router.get()).toEqual({ view: 'Account', history: [], data: {} })
  })

  it('going back to Connect while disconnected shows Connect', () => {
    const { router } = setup()
    router.push('ConnectingExternal')
    router.goBack()
    expect(router.get().view).toBe('Connect')
  })

  it.each([
    ['ProfileWallets', ['Account', 'ProfileWallets']],
    ['Account', ['Account']],
  ] as const)("going back to Add wallet's Connect (from %s) stays on it, then back", (_, below) => {
    const { router, state } = setup(true)
    router.reset('Account')
    if (below.length > 1) router.push('ProfileWallets')
    router.push('Connect')
    router.push('ConnectingExternal', { connectorUid: 'a' })
    router.goBack()
    expect(router.get()).toEqual({ view: 'Connect', history: below, data: {} })
    router.goBack()
    expect(router.get().view).toBe(below.at(-1))
    expect(state.connected).toBe(true)
  })
})
