import type { ErrorNotice } from '../errors/errorNotice'
import {
  type WalletFailureReason,
  walletFailureNotice,
  walletFailureReason,
} from '../errors/walletErrors'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import type { Router } from '../router/createRouter'
import { createStore, type Store } from '../store/createStore'
import { latestAttempt } from '../utils/latestAttempt'
import { withTimeout } from '../utils/withTimeout'

export type ConnectAttempt = {
  status: 'idle' | 'connecting' | 'error'
  connectorUid: string | undefined
  reason: WalletFailureReason | undefined
  /** The failure: CONNECTION_REJECTED or FAILED_TO_CONNECT. */
  error: ErrorNotice | undefined
}

const idle: ConnectAttempt = {
  status: 'idle',
  connectorUid: undefined,
  reason: undefined,
  error: undefined,
}

/**
 * How long ConnectingExternal waits for a browser wallet before offering a retry: a wallet that
 * never answers must not leave the view hanging.
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 60_000

export type ConnectFlow = Pick<Store<ConnectAttempt>, 'get' | 'subscribe'> & {
  connect(connectorUid: string): Promise<void>
  retry(): Promise<void>
  cancel(): void
}

type Deps = {
  /** Connects with wagmi (built after the first render: this waits for it). */
  connect(connectorUid: string): Promise<void>
  router: Router
  modal: Modal
  logger: Logger
  timeoutMs: number
}

/**
 * One attempt at a time to connect a wallet, shown by ConnectingExternal. A wallet that never
 * answers ends in a timeout with a retry; an answer to a stale attempt is ignored here (wagmi
 * still records the connection, and the account watcher leaves the connect views).
 */
export function createConnectFlow(deps: Deps): ConnectFlow {
  const store = createStore<ConnectAttempt>(idle)
  const attempts = latestAttempt()

  async function run(connectorUid: string) {
    const live = attempts.start()
    store.set({ ...idle, status: 'connecting', connectorUid })
    deps.router.push('ConnectingExternal', { connectorUid })
    try {
      await withTimeout(deps.connect(connectorUid), deps.timeoutMs, 'Wallet did not answer')
      if (live()) store.set(idle)
    } catch (error) {
      if (!live()) return
      const reason = walletFailureReason(error)
      deps.logger.error('Wallet connection failed', { connectorUid, reason, error: String(error) })
      store.set({ status: 'error', connectorUid, reason, error: walletFailureNotice(reason) })
      deps.modal.shake()
    }
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    connect: run,
    async retry() {
      const { connectorUid } = store.get()
      if (connectorUid) await run(connectorUid)
    },
    cancel() {
      attempts.cancel()
      store.set(idle)
    },
  }
}
