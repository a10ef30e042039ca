import { FARCASTER_PROVIDER, FoyerError } from '@foyer/protocol'
import { ApiRequestError } from '../api/apiRequestError'
import type { Session } from '../api/apiSchemas'
import type { FrameApi } from '../api/frameApi'
import { failedWithReason } from './failedWithReason'
import type { SocialIdentity } from './sessionStore'

export type FarcasterLoginDeps = {
  api: Pick<FrameApi, 'startFarcaster' | 'connectFarcaster'>
  deviceId: string
  signIn(session: Session, social: SocialIdentity): Promise<void>
}

export type FarcasterLogin = {
  /** GET_FARCASTER_URI: starts a sign-in (forgetting and cancelling the last); its link. */
  uri(): Promise<{ url: string }>
  /** CONNECT_FARCASTER: waits until the visitor signed in the Farcaster app, then signs in. */
  connect(): Promise<void>
  /**
   * SIGN_OUT / RELOAD: forgets the started sign-in and ends the long poll under way; a waiting
   * connect ends REQUEST_ABORTED.
   */
  cancel(): void
}

/** The error as the app gets it: FARCASTER_CONNECT_FAILED, the server's reason as its details. */
const farcasterError = (error: unknown) => failedWithReason('FARCASTER_CONNECT_FAILED', error)

/**
 * The frame's side of Farcaster sign-in: the server opens a relay channel (its link goes in the
 * ConnectingFarcaster view's QR code), then CONNECT_FARCASTER long-polls the server until the
 * visitor approved in their Farcaster app and the server verified the signed message. One
 * sign-in at a time.
 */
export function createFarcasterLogin(deps: FarcasterLoginDeps): FarcasterLogin {
  /** The started sign-in; `polls` ends its long poll when it is forgotten. */
  let pending: { channelToken: string; polls: AbortController } | undefined
  /** Counts starts and cancels: a start answered after a newer one (or a cancel) is dropped. */
  let generation = 0

  function forget() {
    generation++
    pending?.polls.abort()
    pending = undefined
  }

  return {
    async uri() {
      forget()
      const started = generation
      let answer: Awaited<ReturnType<FarcasterLoginDeps['api']['startFarcaster']>>
      try {
        answer = await deps.api.startFarcaster({ deviceId: deps.deviceId })
      } catch (error) {
        throw farcasterError(error)
      }
      if (started !== generation) throw new FoyerError('REQUEST_ABORTED')
      pending = { channelToken: answer.channelToken, polls: new AbortController() }
      return { url: answer.url }
    },
    async connect() {
      const login = pending
      if (!login) throw new FoyerError('FARCASTER_NOT_STARTED')
      for (;;) {
        let answer: Awaited<ReturnType<FarcasterLoginDeps['api']['connectFarcaster']>>
        try {
          answer = await deps.api.connectFarcaster(
            { channelToken: login.channelToken, deviceId: deps.deviceId },
            login.polls.signal,
          )
        } catch (error) {
          if (pending !== login) throw new FoyerError('REQUEST_ABORTED')
          // The server ended this sign-in (refused, expired, used): a new one must be started.
          if (error instanceof ApiRequestError && error.status !== 0) pending = undefined
          throw farcasterError(error)
        }
        if (pending !== login) throw new FoyerError('REQUEST_ABORTED')
        if (answer.state === 'completed') {
          pending = undefined
          await deps.signIn(
            { token: answer.token, expiresAt: answer.expiresAt, user: answer.user },
            { provider: FARCASTER_PROVIDER, username: answer.username },
          )
          return
        }
      }
    },
    cancel: forget,
  }
}
