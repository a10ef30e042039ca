import { FARCASTER_CONNECT_FAILED, FARCASTER_PROVIDER } from '@foyer/protocol'
import { ApiRequestError } from '../api/apiRequestError'
import type { Session } from '../api/apiSchemas'
import type { FrameApi } from '../api/frameApi'
import { FRAME_ERRORS } from './frameErrorMessages'
import type { SocialIdentity } from './sessionStore'

/** Why the frame refuses a CONNECT_FARCASTER before asking the server. */
export const FARCASTER_LOGIN_ERRORS = {
  notStarted: `${FARCASTER_CONNECT_FAILED}: no Farcaster sign-in was started here; start it again`,
} as const

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
   * connect ends 'Request was aborted'.
   */
  cancel(): void
}

/** The error as the app gets it: the server's message (it names Farcaster), else ours. */
function farcasterError(error: unknown): Error {
  const message = error instanceof Error ? error.message : ''
  if (message.startsWith(FARCASTER_CONNECT_FAILED)) return error as Error
  return new Error(message ? `${FARCASTER_CONNECT_FAILED}: ${message}` : FARCASTER_CONNECT_FAILED)
}

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
      if (started !== generation) throw new Error(FRAME_ERRORS.aborted)
      pending = { channelToken: answer.channelToken, polls: new AbortController() }
      return { url: answer.url }
    },
    async connect() {
      const login = pending
      if (!login) throw new Error(FARCASTER_LOGIN_ERRORS.notStarted)
      for (;;) {
        let answer: Awaited<ReturnType<FarcasterLoginDeps['api']['connectFarcaster']>>
        try {
          answer = await deps.api.connectFarcaster(
            { channelToken: login.channelToken, deviceId: deps.deviceId },
            login.polls.signal,
          )
        } catch (error) {
          if (pending !== login) throw new Error(FRAME_ERRORS.aborted)
          // The server ended this sign-in (refused, expired, used): a new one must be started.
          if (error instanceof ApiRequestError && error.status !== 0) pending = undefined
          throw farcasterError(error)
        }
        if (pending !== login) throw new Error(FRAME_ERRORS.aborted)
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
