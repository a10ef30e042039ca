import type { WalletEntry } from '@foyer/protocol'
import { type Config, type Connector, connect } from '@wagmi/core'
import type UniversalProvider from '@walletconnect/universal-provider'
import type { CustomWallet } from '../directory/directoryOptions'
import type { ErrorNotice } from '../errors/errorNotice'
import { walletFailureNotice, walletFailureReason } from '../errors/walletErrors'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import type { Router } from '../router/createRouter'
import { createStore, type Store } from '../store/createStore'
import { type Attempt, latestAttempt } from '../utils/latestAttempt'
import { WALLETCONNECT_URI_TIMEOUT_MS } from './walletConnectIds'

export type WalletConnectAttempt = {
  status: 'idle' | 'connecting' | 'error'
  /** The pairing URI to show as a QR code or hand to a wallet; a new one after each expiry. */
  uri: string | undefined
  /** The directory wallet chosen, when the visitor picked one (its deep links, its image). */
  wallet: WalletEntry | CustomWallet | undefined
  /** CONNECTION_REJECTED or FAILED_TO_CONNECT. */
  error: ErrorNotice | undefined
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
  error: undefined,
}

/**
 * One pairing attempt at a time. The relay must hand out a URI within WALLETCONNECT_URI_TIMEOUT_MS
 * (a relay that is down never answers); an expired pairing is replaced by a fresh one while the
 * visitor is still on the view; a rejection or failure offers a retry.
 */
export function createWalletConnectFlow(deps: Deps): WalletConnectFlow {
  const store = createStore<WalletConnectAttempt>(idle)
  const attempts = latestAttempt()

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
    attempts.cancel()
    if (store.get().status === 'connecting') deps.provider.abortPairingAttempt()
    store.set(idle)
  }

  async function run(live: Attempt) {
    const uriTimer = setTimeout(() => {
      if (live() && !store.get().uri) fail(live, new Error('The relay gave no pairing URI'))
    }, deps.uriTimeoutMs ?? WALLETCONNECT_URI_TIMEOUT_MS)
    try {
      await connect(deps.config, { connector: deps.connector })
      if (live()) store.set(idle)
    } catch (error) {
      if (!live()) return
      if (isExpired(error) && deps.router.get().view === 'ConnectingWalletConnect') {
        // The pairing expired unscanned: show a fresh one.
        store.set({ uri: undefined })
        return void run(attempts.start())
      }
      fail(live, error)
    } finally {
      clearTimeout(uriTimer)
    }
  }

  function fail(live: Attempt, error: unknown) {
    if (!live()) return
    attempts.cancel()
    deps.provider.abortPairingAttempt()
    const reason = walletFailureReason(error)
    deps.logger.error('WalletConnect connection failed', { reason, error: String(error) })
    store.set({ status: 'error', uri: undefined, error: walletFailureNotice(reason) })
    deps.modal.shake()
  }

  function begin(wallet: WalletEntry | CustomWallet | undefined) {
    store.set({ ...idle, status: 'connecting', wallet })
    void run(attempts.start())
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
