import { afterEach, describe, expect, it, vi } from 'vitest'
import { createModal } from '../modal/createModal'
import { devChainA } from '../networks/devChains'
import { createRouter } from '../router/createRouter'
import type { ViewName } from '../router/views'
import type { ConnectFlow } from '../signIn/connectFlow'
import { createStore } from '../store/createStore'
import { type AccountState, DISCONNECTED } from './accountState'
import type { NetworkState } from './networkState'
import { watchAccountTransitions } from './watchAccountTransitions'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const disconnected: AccountState = DISCONNECTED
const connected: AccountState = {
  status: 'connected',
  isConnected: true,
  namespace: 'eip155',
  address,
  caipAddress: `eip155:31337:${address}`,
  chainId: 31337,
  connectorUid: 'embedded-uid',
  connectorId: 'foyerEmbedded',
}

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

function setup(initial: AccountState) {
  const account = createStore<AccountState>(initial)
  const network = createStore<NetworkState>({
    caipNetwork: devChainA,
    chainId: 31337,
    isSupported: true,
  })
  const modal = createModal()
  const router = createRouter({
    isConnected: () => account.get().isConnected,
    onClose: modal.close,
  })
  const connectFlow = { get: () => ({ status: 'idle' }), cancel: vi.fn() } as unknown as ConnectFlow
  stops.push(watchAccountTransitions({ account, network, router, modal, connectFlow }))
  /** Opens the modal on `view`, reached from Connect. */
  const openOn = (view: ViewName) => {
    router.reset('Connect')
    router.push(view)
    modal.open()
  }
  return { account, router, modal, openOn }
}

describe('watchAccountTransitions with the email views', () => {
  it.each(['EmailVerifyOtp', 'EmailVerifyDevice'] as const)(
    'a disconnect while on %s leaves the modal open there',
    (view) => {
      const { account, router, modal, openOn } = setup(connected)
      openOn(view)
      account.set(disconnected)
      expect(modal.get().open).toBe(true)
      expect(router.get().view).toBe(view)
    },
  )

  it.each(['EmailVerifyOtp', 'EmailVerifyDevice'] as const)(
    'a connect from %s closes the modal and goes to Account',
    (view) => {
      const { account, router, modal, openOn } = setup(disconnected)
      openOn(view)
      account.set(connected)
      expect(modal.get().open).toBe(false)
      expect(router.get()).toMatchObject({ view: 'Account', history: [] })
    },
  )

  it('a disconnect from a view that is not a connect view closes the modal on Connect', () => {
    const { account, router, modal, openOn } = setup(connected)
    openOn('UpdateEmailPrimaryOtp')
    account.set(disconnected)
    expect(modal.get().open).toBe(false)
    expect(router.get()).toMatchObject({ view: 'Connect', history: [] })
  })

  it('a connect while on an email update view stays there', () => {
    const { account, router, modal, openOn } = setup(disconnected)
    openOn('UpdateEmailSecondaryOtp')
    account.set(connected)
    expect(modal.get().open).toBe(true)
    expect(router.get().view).toBe('UpdateEmailSecondaryOtp')
  })
})

describe('watchAccountTransitions while a remembered account is restored', () => {
  const restoring: AccountState = {
    ...connected,
    status: 'connecting',
    isConnected: false,
    connectorUid: undefined,
  }

  it('leaves the Account view open until the wallet answers, then keeps it', () => {
    const { account, router, modal } = setup(disconnected)
    account.set(restoring)
    router.reset('Account')
    modal.open()
    account.set({ ...restoring, chainId: 31337 })
    expect(router.get().view).toBe('Account')
    expect(modal.get().open).toBe(true)
    account.set(connected)
    expect(router.get().view).toBe('Account')
    expect(modal.get().open).toBe(true)
  })

  it('returns to Connect when the restore fails', () => {
    const { account, router, modal } = setup(restoring)
    router.reset('Account')
    modal.open()
    account.set(disconnected)
    expect(router.get().view).toBe('Connect')
    expect(modal.get().open).toBe(false)
  })
})
