import { type Config, ConnectorAlreadyConnectedError, connect } from '@wagmi/core'
import { ERROR_MESSAGES } from '../errors/messages'
import { type WalletFailureReason, walletFailureReason } from '../errors/walletErrors'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import type { Router } from '../router/createRouter'
import { createStore, type Store } from '../store/createStore'
import { withTimeout } from '../utils/withTimeout'

export type ConnectAttempt = {
  status: 'idle' | 'connecting' | 'error'
  connectorUid: string | undefined
  reason: WalletFailureReason | undefined
  /** The spec's message for the failure: 'Connection rejected' or 'Failed to connect'. */
  message: string | undefined
}

const idle: ConnectAttempt = {
  status: 'idle',
  connectorUid: undefined,
  reason: undefined,
  message: undefined,
}

export type ConnectFlow = Pick<Store<ConnectAttempt>, 'get' | 'subscribe'> & {
  connect(connectorUid: string): Promise<void>
  retry(): Promise<void>
  cancel(): void
}

type Deps = {
  config: Config
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
  let attempt = 0

  async function run(connectorUid: string) {
    const id = ++attempt
    store.set({ ...idle, status: 'connecting', connectorUid })
    deps.router.push('ConnectingExternal', { connectorUid })
    const connector = deps.config.connectors.find((candidate) => candidate.uid === connectorUid)
    try {
      if (!connector) throw new Error(`No connector ${connectorUid}`)
      await withTimeout(
        connect(deps.config, { connector }),
        deps.timeoutMs,
        'Wallet did not answer',
      )
      if (id === attempt) store.set(idle)
    } catch (error) {
      if (id !== attempt) return
      if (error instanceof ConnectorAlreadyConnectedError) return store.set(idle)
      const reason = walletFailureReason(error)
      deps.logger.error('Wallet connection failed', { connectorUid, reason, error: String(error) })
      const message =
        reason === 'rejected' ? ERROR_MESSAGES.connectionRejected : ERROR_MESSAGES.failedToConnect
      store.set({ status: 'error', connectorUid, reason, message })
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
      attempt++
      store.set(idle)
    },
  }
}
