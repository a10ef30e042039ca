import type { ErrorNotice } from '../errors/errorNotice'
import { toErrorNotice } from '../errors/toErrorNotice'
import type { Logger } from '../logger/createLogger'
import { createStore, type Store } from '../store/createStore'
import { latestAttempt } from '../utils/latestAttempt'
import type { LoginIdentity } from './cachedLogin'
import type { FrameCall } from './frameCall'

export type PasskeyLoginStatus = 'idle' | 'waiting' | 'connecting'

export type PasskeyLoginState = {
  status: PasskeyLoginStatus
  /**
   * The last failure, by the frame's code: PASSKEY_CANCELLED, PASSKEY_UNSUPPORTED,
   * PASSKEY_UNKNOWN, PASSKEY_INVALID, ... (FAILED_TO_CONNECT when it had none).
   */
  error: ErrorNotice | undefined
}

export type PasskeyLogin = Pick<Store<PasskeyLoginState>, 'get' | 'subscribe'> & {
  /**
   * CONNECT_PASSKEY: the frame asks for a passkey in its own prompt (APPROVAL_REQUIRED kind
   * 'passkey'), signs in, then wagmi connects. Never throws: a failure is in the state's `error`.
   */
  connect(): Promise<void>
  /** Forgets the sign-in under way (its answer is ignored) and clears the last failure. */
  cancel(): void
}

type Deps = {
  call: FrameCall
  /** Connects wagmi to the signed-in embedded wallet and remembers the login. */
  connect(login: LoginIdentity): Promise<void>
  /** The chain the page is on, for the frame's user. */
  chainId?(): number | undefined
  logger?: Pick<Logger, 'error'>
}

const idle: PasskeyLoginState = { status: 'idle', error: undefined }

/** Sign-in with a passkey through the frame (the passkey belongs to the frame's site). */
export function createPasskeyLogin(deps: Deps): PasskeyLogin {
  const store = createStore<PasskeyLoginState>(idle)
  const attempts = latestAttempt()

  async function connect() {
    const live = attempts.start()
    store.set({ status: 'waiting', error: undefined })
    try {
      const chainId = deps.chainId?.()
      const user = await deps.call('CONNECT_PASSKEY', chainId === undefined ? {} : { chainId })
      if (!live()) return
      store.set({ status: 'connecting' })
      await deps.connect({ passkey: true, email: user.email })
      if (live()) store.set(idle)
    } catch (error) {
      if (!live()) return
      deps.logger?.error(
        'Passkey sign-in failed',
        error instanceof Error ? error.message : String(error),
      )
      store.set({ status: 'idle', error: toErrorNotice(error, 'FAILED_TO_CONNECT') })
    }
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    connect,
    cancel() {
      attempts.cancel()
      store.set(idle)
    },
  }
}
