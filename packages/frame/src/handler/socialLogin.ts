import { FoyerError, type SocialProvider } from '@foyer/protocol'
import { z } from 'zod'
import { ApiRequestError } from '../api/apiRequestError'
import type { Session } from '../api/apiSchemas'
import type { FrameApi } from '../api/frameApi'
import { failedWithReason } from './failedWithReason'
import type { SocialIdentity } from './sessionStore'
import {
  readSocialCallback,
  SOCIAL_CALLBACK_CHANNEL,
  type SocialChannel,
} from './socialLoginChannel'

/** The callback page's message on the channel (anything else is ignored). */
const callbackMessageSchema = z
  .object({ type: z.literal('callback'), uri: z.string().max(4096) })
  .strict()

/**
 * A failure the server answered: `code` with the server's reason as details. A server that
 * could not be reached keeps the API client's own code.
 */
function serverFailure(code: 'SOCIAL_INITIATE_FAILED' | 'FAILED_TO_CONNECT', error: unknown) {
  return error instanceof ApiRequestError && error.status !== 0
    ? failedWithReason(code, error)
    : error
}

export type SocialLoginDeps = {
  api: Pick<FrameApi, 'startSocial' | 'socialCallback'>
  deviceId: string
  /** The frame page's origin: the callback page must be SOCIAL_CALLBACK_PATH on it. */
  origin: string
  openChannel(name: string): SocialChannel
  /** Tells the app the provider's answer arrived (the SOCIAL_CALLBACK frame event). */
  announce(uri: string): void
  signIn(session: Session, social: SocialIdentity): Promise<void>
}

export type SocialLogin = {
  /** GET_SOCIAL_REDIRECT_URI: starts a sign-in and listens for its callback page. */
  redirectUri(provider: SocialProvider): Promise<{ uri: string }>
  /** CONNECT_SOCIAL: finishes the started sign-in with the callback page's URL. */
  connect(uri: string): Promise<void>
  /** SIGN_OUT / RELOAD: forgets the started sign-in; its callback no longer signs anyone in. */
  cancel(): void
}

/** The started sign-in; `received` is the callback page's URL once the channel delivered it. */
type Pending = { state: string; channel: SocialChannel; received: string | undefined }

/**
 * The frame's side of social sign-in. One sign-in at a time: starting one forgets the last. The
 * callback page's URL is taken from the channel only when it is the frame's own callback page
 * and carries the state of the sign-in this frame started; CONNECT_SOCIAL finishes the sign-in
 * only with that very URL, so the app cannot supply one of its own.
 */
export function createSocialLogin(deps: SocialLoginDeps): SocialLogin {
  let pending: Pending | undefined
  /** Counts starts and stops: a start answered after a newer one (or a cancel) is dropped. */
  let generation = 0

  function stop() {
    generation++
    if (!pending) return
    pending.channel.onmessage = null
    pending.channel.close()
    pending = undefined
  }

  function listen(login: Pending) {
    login.channel.onmessage = (event) => {
      const message = callbackMessageSchema.safeParse(event.data)
      if (!message.success || pending !== login) return
      const { uri } = message.data
      const params = readSocialCallback(uri, deps.origin)
      if (!params || params.state !== login.state) return
      // The first answer of this sign-in is the one; another copy of that page is told too.
      if (login.received === undefined) {
        login.received = uri
        deps.announce(uri)
      } else if (login.received !== uri) {
        return
      }
      login.channel.postMessage({ type: 'received', state: login.state })
    }
  }

  return {
    async redirectUri(provider) {
      stop()
      const started = generation
      const { uri } = await deps.api
        .startSocial({ provider, deviceId: deps.deviceId })
        .catch((error: unknown) => {
          throw serverFailure('SOCIAL_INITIATE_FAILED', error)
        })
      if (started !== generation) throw new FoyerError('REQUEST_ABORTED')
      const state = new URL(uri).searchParams.get('state')
      if (!state) throw new FoyerError('SOCIAL_INITIATE_FAILED')
      const login: Pending = {
        state,
        channel: deps.openChannel(SOCIAL_CALLBACK_CHANNEL),
        received: undefined,
      }
      listen(login)
      pending = login
      return { uri }
    },
    async connect(uri) {
      const params = readSocialCallback(uri, deps.origin)
      if (!params) throw new FoyerError('SOCIAL_CALLBACK_FOREIGN')
      if (!pending || params.state !== pending.state) {
        throw new FoyerError('SOCIAL_LOGIN_NOT_STARTED')
      }
      if (uri !== pending.received) throw new FoyerError('SOCIAL_CALLBACK_NOT_RECEIVED')
      stop()
      const grant = await deps.api
        .socialCallback({ ...params, deviceId: deps.deviceId })
        .catch((error: unknown) => {
          throw serverFailure('FAILED_TO_CONNECT', error)
        })
      await deps.signIn(
        { token: grant.token, expiresAt: grant.expiresAt, user: grant.user },
        { provider: grant.provider, username: grant.username },
      )
    },
    cancel: stop,
  }
}
