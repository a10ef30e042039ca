import type { Modal } from '../modal/createModal'
import type { ProfileWalletsState } from '../namespaces/createNamespaces'
import type { Router } from '../router/createRouter'
import { isAddingWallet } from '../router/isAddingWallet'
import type { ViewName } from '../router/views'
import type { ConnectAttempt, ConnectFlow } from '../signIn/connectFlow'
import type { Store } from '../store/createStore'
import type { AccountState } from './accountState'
import type { NetworkState } from './networkState'

const CONNECT_VIEWS: readonly ViewName[] = [
  'Connect',
  'ConnectWallets',
  'AllWallets',
  'Downloads',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingFarcaster',
  'ConnectSocials',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
]

type Deps = {
  account: Store<AccountState>
  network: Store<NetworkState>
  router: Router
  modal: Modal
  connectFlow: ConnectFlow
  /** The connected wallets (profile wallets): one that joins ends Add wallet's connect views. */
  wallets: Pick<Store<ProfileWalletsState>, 'get' | 'subscribe'>
}

/**
 * Moves the modal when the connection changes outside the views' control: a wallet that
 * connects leaves the connect views (the modal closes on Account; opened by Add wallet, it shows
 * ProfileWallets instead), a wallet on an unconfigured network shows UnsupportedChain, a
 * disconnect (from either side) returns to Connect.
 */
export function watchAccountTransitions({
  account,
  network,
  router,
  modal,
  connectFlow,
  wallets,
}: Deps) {
  /** Add wallet's connect views are shown (docs/product.md#profile-wallets). */
  const addingWallet = () => {
    const { view, history } = router.get()
    return CONNECT_VIEWS.includes(view) && isAddingWallet(history)
  }

  function leaveConnectViews() {
    if (connectFlow.get().status === 'connecting') connectFlow.cancel()
  }

  function onChange() {
    const { isConnected, address } = account.get()
    const { view } = router.get()
    // A remembered account being restored: nothing moves until the wallet answers.
    if (!isConnected && address) return
    if (!isConnected) {
      if (!CONNECT_VIEWS.includes(view)) {
        modal.close()
        router.reset('Connect')
      }
      return
    }
    if (!network.get().isSupported) {
      if (view !== 'UnsupportedChain' && view !== 'SwitchNetwork') {
        router.reset('UnsupportedChain')
        modal.open()
      }
      return
    }
    // Adding a wallet, the others' changes (or a failed attempt's return to one) move nothing:
    // the new wallet joining does (`onWallets`).
    if (addingWallet()) return
    if (CONNECT_VIEWS.includes(view) || view === 'UnsupportedChain') {
      leaveConnectViews()
      modal.close()
      router.reset('Account')
    }
  }

  /** Adding a wallet, done: ProfileWallets lists it (active), back to Account. */
  function showProfileWallets() {
    router.reset('Account')
    router.push('ProfileWallets')
    // Once out of the connect views: the attempt's end then moves nothing more.
    leaveConnectViews()
  }

  /** A wallet joins while adding one. */
  function onWallets(next: ProfileWalletsState, previous: ProfileWalletsState) {
    if (!addingWallet()) return
    const before = new Set(previous.items.map((wallet) => wallet.id))
    if (next.items.some((wallet) => !before.has(wallet.id))) showProfileWallets()
  }

  /**
   * A browser wallet's attempt succeeds while adding one (one connected already: made active,
   * none joins): the kit's account is then the chosen wallet's (not after a cancel).
   */
  function onAttempt(next: ConnectAttempt, previous: ConnectAttempt) {
    const chosen = previous.connectorUid
    if (previous.status !== 'connecting' || next.status !== 'idle' || !chosen) return
    if (modal.get().open && addingWallet() && account.get().connectorUid === chosen)
      showProfileWallets()
  }

  const stops = [
    account.subscribe(onChange),
    network.subscribe(onChange),
    wallets.subscribe(onWallets),
    connectFlow.subscribe(onAttempt),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
