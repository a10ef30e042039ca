import type { ErrorNotice } from '../errors/errorNotice'
import type { Logger } from '../logger/createLogger'
import { createStore, type Store } from '../store/createStore'
import { latestAttempt } from '../utils/latestAttempt'
import type { LoginIdentity } from './cachedLogin'
import { FARCASTER_RESYNC_DELAY_MS } from './embeddedConstants'
import type { FrameCall } from './frameCall'

export type FarcasterLoginStatus = 'idle' | 'loading' | 'waiting' | 'connecting' | 'error'

export type FarcasterLoginState = {
  status: FarcasterLoginStatus
  /** The Sign In With Farcaster URL (QR code and mobile link) while waiting for the visitor. */
  url: string | undefined
  /** After a failure: FARCASTER_CONNECT_FAILED. */
  error: ErrorNotice | undefined
}

export type FarcasterLogin = Pick<Store<FarcasterLoginState>, 'get' | 'subscribe'> & {
  /** GET_FARCASTER_URI, then CONNECT_FARCASTER waits for the visitor; never throws. */
  start(): Promise<void>
  /**
   * The Farcaster sign-in is left (cancelled). While disconnected (docs/product.md, Farcaster): clears the Farcaster
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
  const attempts = latestAttempt()

  async function start() {
    const live = attempts.start()
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
      deps.logger?.error(
        'Failed to connect to farcaster',
        error instanceof Error ? error.message : String(error),
      )
      store.set({ status: 'error', url: undefined, error: { code: 'FARCASTER_CONNECT_FAILED' } })
    }
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    start,
    leave(isConnected) {
      attempts.cancel()
      store.set(idle)
      if (isConnected) return
      const log = (what: string) => (error: unknown) =>
        deps.logger?.error(what, error instanceof Error ? error.message : String(error))
      deps.call('RELOAD', {}).catch(log('Embedded wallet reload failed'))
      setTimeout(() => {
        deps.syncDappData().catch(log('Dapp data sync failed'))
      }, deps.resyncDelayMs ?? FARCASTER_RESYNC_DELAY_MS)
    },
  }
}
