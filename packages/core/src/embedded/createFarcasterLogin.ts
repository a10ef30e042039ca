import { FARCASTER_RESYNC_DELAY_MS } from '../constants'
import type { Logger } from '../logger/createLogger'
import { createStore, type Store } from '../store/createStore'
import type { LoginIdentity } from './cachedLogin'
import { errorMessage } from './errorMessage'
import type { FrameCall } from './frameCall'
import { type SocialLoginError, socialLoginError } from './socialLoginError'

export type FarcasterLoginStatus = 'idle' | 'loading' | 'waiting' | 'connecting' | 'error'

export type FarcasterLoginState = {
  status: FarcasterLoginStatus
  /** The Sign In With Farcaster URL (QR code and mobile link) while waiting for the visitor. */
  url: string | undefined
  /** After a failure: kind 'farcasterFailed', 'Failed to connect to farcaster'. */
  error: SocialLoginError | undefined
}

export type FarcasterLogin = Pick<Store<FarcasterLoginState>, 'get' | 'subscribe'> & {
  /** GET_FARCASTER_URI, then CONNECT_FARCASTER waits for the visitor; never throws. */
  start(): Promise<void>
  /**
   * The ConnectingFarcaster view is left. While disconnected (spec §2): clears the Farcaster
   * URL, reloads the embedded wallet (RELOAD) and re-syncs the dapp data after
   * FARCASTER_RESYNC_DELAY_MS.
   */
  leave(isConnected: boolean): void
}

type Deps = {
  call: FrameCall
  connect(login: LoginIdentity): Promise<void>
  /** SYNC_DAPP_DATA with this page's project and metadata. */
  syncDappData(): Promise<void>
  logger?: Pick<Logger, 'error'>
  resyncDelayMs?: number
}

const idle: FarcasterLoginState = { status: 'idle', url: undefined, error: undefined }

/** Farcaster sign-in through the frame (ConnectingFarcaster). One attempt at a time. */
export function createFarcasterLogin(deps: Deps): FarcasterLogin {
  const store = createStore<FarcasterLoginState>(idle)
  let attempt = 0

  async function start() {
    const id = ++attempt
    const live = () => id === attempt
    store.set({ status: 'loading', url: undefined, error: undefined })
    try {
      const { url } = await deps.call('GET_FARCASTER_URI', {})
      if (!live()) return
      store.set({ status: 'waiting', url })
      const user = await deps.call('CONNECT_FARCASTER', {})
      if (!live()) return
      store.set({ status: 'connecting' })
      await deps.connect({
        socialProvider: 'farcaster',
        socialUsername: user.userName,
        email: user.email,
      })
      if (live()) store.set(idle)
    } catch (error) {
      if (!live()) return
      const failure = socialLoginError('farcasterFailed')
      deps.logger?.error(failure.message, errorMessage(error))
      store.set({ status: 'error', url: undefined, error: failure })
    }
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    start,
    leave(isConnected) {
      attempt++
      store.set(idle)
      if (isConnected) return
      const log = (what: string) => (error: unknown) =>
        deps.logger?.error(what, errorMessage(error))
      deps.call('RELOAD', {}).catch(log('Embedded wallet reload failed'))
      setTimeout(() => {
        deps.syncDappData().catch(log('Dapp data sync failed'))
      }, deps.resyncDelayMs ?? FARCASTER_RESYNC_DELAY_MS)
    },
  }
}
