import { type WalletFailureReason, walletFailureReason } from '../errors/walletErrors'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import type { Router } from '../router/createRouter'
import { createStore, type Store } from '../store/createStore'
import type { Network } from './network'

export type SwitchAttempt = {
  status: 'idle' | 'switching' | 'error'
  network: Network | undefined
  reason: WalletFailureReason | undefined
}

export type SwitchFlow = Pick<Store<SwitchAttempt>, 'get' | 'subscribe'> & {
  switchNetwork(network: Network): Promise<void>
  retry(): Promise<void>
}

type Deps = {
  /** Switches the active network (in its namespace's adapter: wagmi's waits for wagmi). */
  switchNetwork(network: Network): Promise<void>
  router: Router
  modal: Modal
  logger: Logger
  isConnected(): boolean
  onSwitched(network: Network): void
}

const idle: SwitchAttempt = { status: 'idle', network: undefined, reason: undefined }

/**
 * After a switch from the Networks view, show the view that opened Networks; after a switch from
 * anywhere else (UnsupportedChain), the job is done and the modal closes.
 */
function leaveAfterSwitch(router: Router, modal: Modal) {
  if (!router.get().history.includes('Networks')) {
    modal.close()
    return router.reset('Account')
  }
  while (router.get().view !== 'Networks') router.goBack()
  router.goBack()
}

/**
 * Switches the active network. While connected the wallet decides (switch, or add then switch,
 * which wagmi's injected connector does on 4902) and the SwitchNetwork view shows the wait.
 */
export function createSwitchFlow(deps: Deps): SwitchFlow {
  const store = createStore<SwitchAttempt>(idle)

  async function switchNetwork(network: Network) {
    const chainId = network.id
    if (!deps.isConnected()) {
      await deps.switchNetwork(network)
      return deps.onSwitched(network)
    }
    store.set({ status: 'switching', network, reason: undefined })
    deps.router.push('SwitchNetwork', { caipNetworkId: network.caipNetworkId })
    try {
      await deps.switchNetwork(network)
      store.set(idle)
      deps.onSwitched(network)
      if (deps.router.get().view === 'SwitchNetwork') leaveAfterSwitch(deps.router, deps.modal)
    } catch (error) {
      const reason = walletFailureReason(error)
      deps.logger.error('Network switch failed', { chainId, reason, error: String(error) })
      store.set({ status: 'error', network, reason })
      deps.modal.shake()
    }
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    switchNetwork,
    async retry() {
      const { network } = store.get()
      if (network) await switchNetwork(network)
    },
  }
}
