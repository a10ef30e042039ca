import type { Modal } from '../modal/createModal'
import type { Router } from '../router/createRouter'
import type { ViewName } from '../router/views'
import type { ConnectFlow } from '../signIn/connectFlow'
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
}

/**
 * Moves the modal when the connection changes outside the views' control: a wallet that
 * connects leaves the connect views, a wallet on an unconfigured network shows
 * UnsupportedChain, a disconnect (from either side) returns to Connect.
 */
export function watchAccountTransitions({ account, network, router, modal, connectFlow }: Deps) {
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
    if (CONNECT_VIEWS.includes(view) || view === 'UnsupportedChain') {
      if (connectFlow.get().status === 'connecting') connectFlow.cancel()
      modal.close()
      router.reset('Account')
    }
  }
  const stops = [account.subscribe(onChange), network.subscribe(onChange)]
  return () => {
    for (const stop of stops) stop()
  }
}
