import { FoyerError, type SocialProvider } from '@foyer/protocol'
import type { ErrorNotice } from '../errors/errorNotice'
import { toErrorNotice } from '../errors/toErrorNotice'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import { createStore, type Store } from '../store/createStore'
import { latestAttempt } from '../utils/latestAttempt'
import type { LoginIdentity } from './cachedLogin'
import { SOCIAL_POPUP_CLOSED_CHECK_MS } from './embeddedConstants'
import type { FrameCall } from './frameCall'
import type { SocialPopup } from './openSocialPopup'

export type SocialLoginStatus = 'idle' | 'redirecting' | 'waiting' | 'connecting'

export type SocialLoginState = {
  status: SocialLoginStatus
  /** The provider of the sign-in under way (or that failed last). */
  provider: SocialProvider | undefined
  /**
   * The last failure: POPUP_CLOSED, SOCIAL_INITIATE_FAILED, or FAILED_TO_CONNECT with the frame's
   * details (the provider's `access_denied`), or the code of what else failed.
   */
  error: ErrorNotice | undefined
}

export type SocialLogin = Pick<Store<SocialLoginState>, 'get' | 'subscribe'> & {
  /**
   * Signs in with `provider` through `popup`, which the click handler opened (openSocialPopup).
   * Never throws: a failure is in the state's `error`.
   */
  connect(provider: SocialProvider, popup: SocialPopup | null): Promise<void>
  /**
   * Forgets the sign-in under way (its answers are ignored), closes its popup and clears the
   * last failure. Closing the modal does this.
   */
  cancel(): void
}

type Deps = {
  call: FrameCall
  /** Subscribes to the frame's SOCIAL_CALLBACK events (the callback page's URL). */
  onCallback(listener: (uri: string) => void): () => void
  /** Connects wagmi to the signed-in embedded wallet and remembers the login. */
  connect(login: LoginIdentity): Promise<void>
  /** Closing it ends the sign-in under way (cancel), as it abandons the other connect flows. */
  modal: Pick<Modal, 'subscribe'>
  logger?: Pick<Logger, 'error'>
  closedCheckMs?: number
}

const idle: SocialLoginState = { status: 'idle', provider: undefined, error: undefined }

class Superseded extends Error {}

/**
 * Social sign-in (docs/product.md, Social sign-in): GET_SOCIAL_REDIRECT_URI, the popup sent to the provider, the
 * frame's SOCIAL_CALLBACK once the provider sent the visitor back to the frame's callback page,
 * then CONNECT_SOCIAL. The popup is checked every SOCIAL_POPUP_CLOSED_CHECK_MS; closed first is
 * 'Popup closed'. One attempt at a time: a newer one (or cancel, or closing the modal) ends the
 * older.
 */
export function createSocialLogin(deps: Deps): SocialLogin {
  const store = createStore<SocialLoginState>(idle)
  const attempts = latestAttempt()
  let stopWaiting: (() => void) | undefined
  let current: SocialPopup | null = null

  function waitForCallback(popup: SocialPopup): Promise<string> {
    return new Promise((resolve, reject) => {
      const stop = () => {
        clearInterval(timer)
        unsubscribe()
        stopWaiting = undefined
      }
      const unsubscribe = deps.onCallback((uri) => {
        stop()
        resolve(uri)
      })
      const timer = setInterval(() => {
        if (!popup.closed) return
        stop()
        reject(new FoyerError('POPUP_CLOSED'))
      }, deps.closedCheckMs ?? SOCIAL_POPUP_CLOSED_CHECK_MS)
      stopWaiting = () => {
        stop()
        reject(new Superseded())
      }
    })
  }

  function closePopup(popup: SocialPopup | null) {
    try {
      if (popup && !popup.closed) popup.close()
    } catch {
      // A popup the browser no longer lets us reach.
    }
  }

  async function connect(provider: SocialProvider, popup: SocialPopup | null) {
    stopWaiting?.()
    if (current !== popup) closePopup(current)
    current = popup
    const live = attempts.start()
    store.set({ status: 'redirecting', provider, error: undefined })
    try {
      if (!popup) throw new FoyerError('SOCIAL_INITIATE_FAILED')
      let uri: string
      try {
        ;({ uri } = await deps.call('GET_SOCIAL_REDIRECT_URI', { provider }))
      } catch (cause) {
        const error = new FoyerError('SOCIAL_INITIATE_FAILED', { cause })
        deps.logger?.error(error.message, cause instanceof Error ? cause.message : String(cause))
        throw error
      }
      if (!live()) return
      if (popup.closed) throw new FoyerError('POPUP_CLOSED')
      popup.location.href = uri
      store.set({ status: 'waiting' })
      const callback = await waitForCallback(popup)
      closePopup(popup)
      if (!live()) return
      store.set({ status: 'connecting' })
      const user = await deps.call('CONNECT_SOCIAL', { uri: callback })
      if (!live()) return
      await deps.connect({
        socialProvider: provider,
        socialUsername: user.userName,
        email: user.email,
      })
      if (live()) store.set(idle)
    } catch (error) {
      if (error instanceof Superseded || !live()) return
      closePopup(popup)
      store.set({ status: 'idle', error: toErrorNotice(error, 'FAILED_TO_CONNECT') })
    } finally {
      if (live()) current = null
    }
  }

  function cancel() {
    attempts.cancel()
    stopWaiting?.()
    closePopup(current)
    current = null
    store.set(idle)
  }
  deps.modal.subscribe((state, previous) => {
    if (previous.open && !state.open) cancel()
  })

  return { get: store.get, subscribe: store.subscribe, connect, cancel }
}
