import type { WalletEntry } from '@foyer/protocol'
import { type Config, type Connector, connect } from '@wagmi/core'
import type UniversalProvider from '@walletconnect/universal-provider'
import { WALLETCONNECT_URI_TIMEOUT_MS } from '../constants'
import type { CustomWallet } from '../directory/directoryOptions'
import { ERROR_MESSAGES } from '../errors/messages'
import { walletFailureReason } from '../errors/walletErrors'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import type { Router } from '../router/createRouter'
import { createStore, type Store } from '../store/createStore'

export type WalletConnectAttempt = {
  status: 'idle' | 'connecting' | 'error'
  /** The pairing URI to show as a QR code or hand to a wallet; a new one after each expiry. */
  uri: string | undefined
  /** The directory wallet chosen, when the visitor picked one (its deep links, its image). */
  wallet: WalletEntry | CustomWallet | undefined
  /** 'Connection rejected' or 'Failed to connect'. */
  message: string | undefined
}

export type WalletConnectFlow = Pick<Store<WalletConnectAttempt>, 'get' | 'subscribe'> & {
  /** Opens ConnectingWalletConnect and waits for a wallet to pair. */
  start(wallet?: WalletEntry | CustomWallet): void
  retry(): void
  cancel(): void
}

type Deps = {
  config: Config
  connector: Connector
  provider: UniversalProvider
  router: Router
  modal: Modal
  logger: Logger
  uriTimeoutMs?: number
}

const idle: WalletConnectAttempt = {
  status: 'idle',
  uri: undefined,
  wallet: undefined,
  message: undefined,
}

/**
 * One pairing attempt at a time. The relay must hand out a URI within WALLETCONNECT_URI_TIMEOUT_MS
 * (a relay that is down never answers); an expired pairing is replaced by a fresh one while the
 * visitor is still on the view; a rejection or failure offers a retry.
 */
export function createWalletConnectFlow(deps: Deps): WalletConnectFlow {
  const store = createStore<WalletConnectAttempt>(idle)
  let attempt = 0

  deps.provider.on('display_uri', (uri: string) => {
    if (store.get().status === 'connecting') store.set({ uri })
  })
  // Leaving the view (other than for the wallet's Downloads, which comes back to it) or closing
  // the modal before a wallet paired abandons the attempt.
  const abandon = () => {
    if (store.get().status === 'connecting' && deps.config.state.status !== 'connected') cancel()
  }
  deps.router.subscribe((state, previous) => {
    const stays = state.view === 'ConnectingWalletConnect' || state.view === 'Downloads'
    if (previous.view === 'ConnectingWalletConnect' && !stays) abandon()
  })
  deps.modal.subscribe((state, previous) => {
    if (previous.open && !state.open) abandon()
  })

  function cancel() {
    attempt++
    if (store.get().status === 'connecting') deps.provider.abortPairingAttempt()
    store.set(idle)
  }

  async function run(id: number) {
    const uriTimer = setTimeout(() => {
      if (id === attempt && !store.get().uri) fail(id, new Error('The relay gave no pairing URI'))
    }, deps.uriTimeoutMs ?? WALLETCONNECT_URI_TIMEOUT_MS)
    try {
      await connect(deps.config, { connector: deps.connector })
      if (id === attempt) store.set(idle)
    } catch (error) {
      if (id !== attempt) return
      if (isExpired(error) && deps.router.get().view === 'ConnectingWalletConnect') {
        // The pairing expired unscanned: show a fresh one.
        store.set({ uri: undefined })
        return void run(++attempt)
      }
      fail(id, error)
    } finally {
      clearTimeout(uriTimer)
    }
  }

  function fail(id: number, error: unknown) {
    if (id !== attempt) return
    attempt++
    deps.provider.abortPairingAttempt()
    const reason = walletFailureReason(error)
    deps.logger.error('WalletConnect connection failed', { reason, error: String(error) })
    store.set({
      status: 'error',
      uri: undefined,
      message:
        reason === 'rejected' ? ERROR_MESSAGES.connectionRejected : ERROR_MESSAGES.failedToConnect,
    })
    deps.modal.shake()
  }

  function begin(wallet: WalletEntry | CustomWallet | undefined) {
    store.set({ ...idle, status: 'connecting', wallet })
    void run(++attempt)
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    start(wallet) {
      deps.router.push('ConnectingWalletConnect', wallet ? { wallet } : {})
      begin(wallet)
    },
    retry: () => begin(store.get().wallet),
    cancel,
  }
}

function isExpired(error: unknown): boolean {
  return error instanceof Error && /expired/i.test(error.message)
}
