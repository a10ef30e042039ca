import {
  APP_MESSAGE_PREFIX,
  FoyerError,
  type AppEventType,
  type AppMessage,
  type FrameEventPayload,
  type FrameEventType,
} from '@foyer/protocol'
import type { FrameApi } from '../api/frameApi'
import type { DeviceShareStore } from '../keys/deviceShareStore'
import type { ApprovalRequest } from './approvalRequest'
import { createEmailLogin } from './emailLogin'
import { createEmailUpdate } from './emailUpdate'
import { createFarcasterLogin } from './farcasterLogin'
import { createFrameAccount } from './frameAccount'
import { errorReply, type FrameHandlerReply, successReply } from './frameReply'
import type { FrameRequestHandlers } from './frameRequestHandlers'
import { createRpcRequests } from './rpcRequests'
import type { SessionStore } from './sessionStore'
import { createSignedInSession, type FrameHandlerState } from './signedInSession'
import { createSocialLogin } from './socialLogin'
import type { SocialChannel } from './socialLoginChannel'

export type { FrameHandlerState } from './signedInSession'

export type FrameHandlerDeps = {
  api: FrameApi
  deviceShares: DeviceShareStore
  sessions: SessionStore
  deviceId: string
  /** The frame's own project (URL param); SYNC_DAPP_DATA for another project is refused. */
  projectId: string
  /** The chain from the frame URL. */
  chainId: number
  /** The approval UI: resolves true only when the visitor approves in the frame. */
  approve: (request: ApprovalRequest, signal: AbortSignal) => Promise<boolean>
  /**
   * Frame events for the app (APPROVAL_REQUIRED before asking, APPROVAL_DONE after;
   * SOCIAL_CALLBACK with the provider's answer).
   */
  emit?: (type: Exclude<FrameEventType, 'READY'>, payload?: FrameEventPayload) => void
  /** The frame page's own origin (where SOCIAL_CALLBACK_PATH is); default `location.origin`. */
  origin?: string
  /** Opens the channel the social callback page answers on; default `BroadcastChannel`. */
  openChannel?: (name: string) => SocialChannel
  fetch?: typeof fetch
  /** Stop polling for a device approval after this long (the app gives up at 120 s). */
  deviceWaitTimeoutMs?: number
  now?: () => number
}

export type FrameHandler = {
  handle(message: AppMessage): Promise<FrameHandlerReply>
  /** Theme and dapp data the app synced (for the frame's own UI). */
  state(): FrameHandlerState
}

/**
 * The frame's request handler: one `_SUCCESS` or `_ERROR` reply per request, never a throw. Each
 * concern owns its state (the account, email sign-in, email update, social and Farcaster
 * sign-in, RPC requests, the signed-in session); this wires them and dispatches by event.
 */
const notYet = async (): Promise<never> => {
  throw new FoyerError('REQUEST_NOT_ALLOWED')
}

export function createFrameHandler(deps: FrameHandlerDeps): FrameHandler {
  const account = createFrameAccount({
    api: deps.api,
    deviceShares: deps.deviceShares,
    sessions: deps.sessions,
    onSignedIn: () => email.reset(),
    onForgotten() {
      rpc.signedOut()
      email.cancelDeviceWait()
    },
  })
  const email = createEmailLogin({ ...deps, account })
  const rpc = createRpcRequests({
    account,
    approve: deps.approve,
    ...(deps.emit ? { emit: deps.emit } : {}),
    fetch: deps.fetch ?? globalThis.fetch.bind(globalThis),
  })
  const social = createSocialLogin({
    api: deps.api,
    deviceId: deps.deviceId,
    origin: deps.origin ?? globalThis.location?.origin ?? '',
    openChannel: deps.openChannel ?? ((name) => new BroadcastChannel(name)),
    announce: (uri) => deps.emit?.('SOCIAL_CALLBACK', { uri }),
    signIn: account.signIn,
  })
  const farcaster = createFarcasterLogin({
    api: deps.api,
    deviceId: deps.deviceId,
    signIn: account.signIn,
  })
  const session = createSignedInSession({
    ...deps,
    account,
    onSignOut() {
      farcaster.cancel()
      social.cancel()
      email.reset()
    },
    onReload() {
      rpc.abortApprovals()
      farcaster.cancel()
      social.cancel()
    },
  })

  const handlers: FrameRequestHandlers = {
    ...email.handlers,
    ...createEmailUpdate({ ...deps, account }),
    ...rpc.handlers,
    ...session.handlers,
    GET_SOCIAL_REDIRECT_URI: ({ provider }) => social.redirectUri(provider),
    CONNECT_SOCIAL: ({ uri, chainId }) => session.signInWith(() => social.connect(uri), chainId),
    GET_FARCASTER_URI: () => farcaster.uri(),
    CONNECT_FARCASTER: () => session.signInWith(() => farcaster.connect()),
    // Placeholders (issue 17, this session): the passkeys helper replaces CONNECT_PASSKEY, the
    // recovery helper the other four.
    CONNECT_PASSKEY: notYet,
    PROTECT_WALLET: notYet,
    GET_RECOVERY: notYet,
    REMOVE_PASSKEY: notYet,
    EXPORT_KEY: notYet,
  }

  return {
    async handle(message) {
      const event = message.type.slice(APP_MESSAGE_PREFIX.length) as AppEventType
      const handler = handlers[event] as (payload: unknown) => Promise<unknown>
      try {
        return successReply(event, message.id, await handler(message.payload))
      } catch (error) {
        return errorReply(event, message.id, error)
      }
    },
    state: session.state,
  }
}
