import { afterEach, describe, expect, it, vi } from 'vitest'
import { createModal } from '../modal/createModal'
import type { ProfileWalletsState } from '../namespaces/createNamespaces'
import type { ProfileWallet } from '../namespaces/profileWallet'
import { devChainA } from '../networks/devChains'
import { createRouter } from '../router/createRouter'
import type { ViewName } from '../router/views'
import type { ConnectAttempt, ConnectFlow } from '../signIn/connectFlow'
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
  const attempt = createStore<ConnectAttempt>({
    status: 'idle',
    connectorUid: undefined,
    reason: undefined,
    error: undefined,
  })
  const connectFlow = {
    get: attempt.get,
    subscribe: attempt.subscribe,
    cancel: vi.fn(),
  } as unknown as ConnectFlow
  const wallets = createStore<ProfileWalletsState>({ items: [] })
  stops.push(watchAccountTransitions({ account, network, router, modal, connectFlow, wallets }))
  /** Opens the modal on `view`, reached from Connect. */
  const openOn = (view: ViewName) => {
    router.reset('Connect')
    router.push(view)
    modal.open()
  }
  return { account, router, modal, openOn, wallets, attempt }
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

describe('watchAccountTransitions with Add wallet (docs/product.md#profile-wallets)', () => {
  const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const second: AccountState = {
    ...connected,
    address: other,
    caipAddress: `eip155:31337:${other}`,
    connectorUid: 'second-uid',
    connectorId: 'mock',
  }
  const wallet = (account: AccountState, active: boolean): ProfileWallet => ({
    id: `eip155:${account.connectorUid}`,
    namespace: 'eip155',
    connectorUid: account.connectorUid ?? '',
    connectorId: account.connectorId ?? '',
    name: 'Wallet',
    icon: undefined,
    address: account.address ?? '',
    caipAddress: account.caipAddress,
    chainId: 31337,
    network: devChainA,
    active,
  })

  /** Connected, on Add wallet's ConnectingExternal (opened from `from`). */
  function adding(from: 'Account' | 'ProfileWallets') {
    const state = setup(connected)
    state.wallets.set({ items: [wallet(connected, true)] })
    state.router.reset('Account')
    if (from === 'ProfileWallets') state.router.push('ProfileWallets')
    state.router.push('Connect')
    state.router.push('ConnectingExternal', { connectorUid: 'second-uid' })
    state.modal.open()
    return state
  }

  it.each(['Account', 'ProfileWallets'] as const)(
    'a wallet that joins (Add wallet from %s) shows ProfileWallets over Account; the modal stays open',
    (from) => {
      const { account, router, modal, wallets } = adding(from)
      // The new wallet's account first (wagmi), or its listing first: either way, one move.
      account.set(second)
      expect(router.get().view).toBe('ConnectingExternal')
      expect(modal.get().open).toBe(true)
      wallets.set({ items: [wallet(connected, false), wallet(second, true)] })
      expect(router.get()).toMatchObject({ view: 'ProfileWallets', history: ['Account'] })
      expect(modal.get().open).toBe(true)
    },
  )

  it('changes of the connected wallet, or a failed attempt, leave the connect views as they are', () => {
    const { account, router, modal, wallets } = adding('ProfileWallets')
    // The attempt shows as connecting (a Solana wallet asked), then fails: the first one is back.
    account.set({ ...DISCONNECTED, status: 'connecting' })
    account.set(connected)
    account.set({ ...connected, chainId: 31338, caipAddress: `eip155:31338:${address}` })
    wallets.set({ items: [{ ...wallet(connected, true), chainId: 31338 }] })
    expect(router.get().view).toBe('ConnectingExternal')
    expect(modal.get().open).toBe(true)
  })

  it('a wallet connected already, chosen (the attempt succeeds, none joins), shows ProfileWallets', () => {
    const { router, modal, attempt } = adding('Account')
    attempt.set({ status: 'connecting', connectorUid: 'embedded-uid' })
    expect(router.get().view).toBe('ConnectingExternal')
    attempt.set({ status: 'idle', connectorUid: undefined })
    expect(router.get()).toMatchObject({ view: 'ProfileWallets', history: ['Account'] })
    expect(modal.get().open).toBe(true)
  })

  it('an attempt cancelled (its wallet not the account) moves nothing', () => {
    const { router, attempt } = adding('ProfileWallets')
    attempt.set({ status: 'connecting', connectorUid: 'second-uid' })
    router.goBack()
    attempt.set({ status: 'idle', connectorUid: undefined })
    expect(router.get()).toMatchObject({ view: 'Connect', history: ['Account', 'ProfileWallets'] })
  })

  it('a failed attempt stays on its view (with its retry)', () => {
    const { router, attempt } = adding('ProfileWallets')
    attempt.set({ status: 'connecting', connectorUid: 'second-uid' })
    attempt.set({ status: 'error', connectorUid: 'second-uid' })
    expect(router.get().view).toBe('ConnectingExternal')
  })

  it('a first connection still closes the modal on Account', () => {
    const { account, router, modal, wallets, openOn } = setup(disconnected)
    openOn('ConnectingExternal')
    account.set(connected)
    wallets.set({ items: [wallet(connected, true)] })
    expect(modal.get().open).toBe(false)
    expect(router.get()).toMatchObject({ view: 'Account', history: [] })
  })
})
