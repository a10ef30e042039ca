import {
  APP_MESSAGE_PREFIX,
  type AppEventType,
  type AppMessage,
  FoyerError,
  type FrameEventPayload,
  type FrameEventType,
} from '@foyer/protocol'
import type { FrameApi } from '../api/frameApi'
import type { DeviceShareStore } from '../keys/deviceShareStore'
import type { ScryptParams } from '../recovery/passwordKek'
import type { RecoveryPrompts } from '../recovery/recoveryPrompts'
import { createSmartAccounts } from '../smartAccount/smartAccounts'
import type { ApprovalRequest } from './approvalRequest'
import { createEmailLogin } from './emailLogin'
import { createEmailUpdate } from './emailUpdate'
import { createFarcasterLogin } from './farcasterLogin'
import { createFrameAccount } from './frameAccount'
import { errorReply, type FrameHandlerReply, successReply } from './frameReply'
import type { FrameRequestHandlers } from './frameRequestHandlers'
import { createPasskeyLogin, type FramePasskeys } from './passkeyLogin'
import { createRpcRequests } from './rpcRequests'
import type { SessionStore } from './sessionStore'
import { createSignedInSession, type FrameHandlerState } from './signedInSession'
import { createSocialLogin } from './socialLogin'
import type { SocialChannel } from './socialLoginChannel'
import { createWalletRecovery } from './walletRecovery'

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
  /** Passkeys (sign-in, and the recovery's PRF): createPasskeyCeremonies; none: PASSKEY_UNSUPPORTED. */
  passkeys?: FramePasskeys
  /**
   * The frame's recovery prompts (restore, protect, export: createRecoveryPrompts). Without them
   * a protected wallet on a new device is RECOVERY_NEEDED and protect/export are USER_REJECTED.
   */
  recoveryPrompts?: Pick<RecoveryPrompts, 'restore' | 'protect' | 'exportKey'>
  /** After a SYNC_THEME: the frame's open card or prompt takes the new theme (state().theme). */
  onThemeChange?: () => void
  /** scrypt parameters of new password wraps (tests lower them). */
  scryptParams?: ScryptParams
}

/** No prompt UI: nothing can be asked. */
const NO_PROMPTS: Pick<RecoveryPrompts, 'restore' | 'protect' | 'exportKey'> = {
  restore: async () => {
    throw new FoyerError('RECOVERY_NEEDED')
  },
  protect: async () => {
    throw new FoyerError('USER_REJECTED')
  },
  exportKey: async () => {
    throw new FoyerError('USER_REJECTED')
  },
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
export function createFrameHandler(deps: FrameHandlerDeps): FrameHandler {
  const account = createFrameAccount({
    api: deps.api,
    deviceShares: deps.deviceShares,
    sessions: deps.sessions,
    onSignedIn: () => email.reset(),
    onForgotten() {
      rpc.signedOut()
      email.cancelDeviceWait()
      recovery.abort()
    },
    restore: (record, context) => recovery.restore(record, context),
  })
  const recovery = createWalletRecovery({
    api: deps.api,
    deviceShares: deps.deviceShares,
    account,
    prompts: deps.recoveryPrompts ?? NO_PROMPTS,
    ...(deps.passkeys ? { passkeys: deps.passkeys } : {}),
    ...(deps.scryptParams ? { scryptParams: deps.scryptParams } : {}),
  })
  const email = createEmailLogin({ ...deps, account })
  const fetchFn = deps.fetch ?? globalThis.fetch.bind(globalThis)
  const smartAccounts = createSmartAccounts({
    api: deps.api,
    sessions: deps.sessions,
    fetch: fetchFn,
  })
  const rpc = createRpcRequests({
    account,
    api: deps.api,
    smartAccounts,
    approve: deps.approve,
    ...(deps.emit ? { emit: deps.emit } : {}),
    fetch: fetchFn,
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
    smartAccounts,
    onSignOut() {
      farcaster.cancel()
      social.cancel()
      email.reset()
    },
    onReload() {
      rpc.abortApprovals()
      recovery.abort()
      farcaster.cancel()
      social.cancel()
    },
  })

  const handlers: FrameRequestHandlers = {
    ...email.handlers,
    ...createEmailUpdate({ ...deps, account }),
    ...rpc.handlers,
    RPC_ABORT: async (payload) => {
      // The visitor left the view: an open recovery prompt closes too.
      recovery.abort()
      return rpc.handlers.RPC_ABORT(payload)
    },
    ...session.handlers,
    GET_SOCIAL_REDIRECT_URI: ({ provider }) => social.redirectUri(provider),
    CONNECT_SOCIAL: ({ uri, chainId }) => session.signInWith(() => social.connect(uri), chainId),
    GET_FARCASTER_URI: () => farcaster.uri(),
    CONNECT_FARCASTER: () => session.signInWith(() => farcaster.connect()),
    // Issue 17: passkey sign-in (passkeyLogin.ts); sealed recovery, protect, export
    // (walletRecovery.ts).
    CONNECT_PASSKEY: ({ chainId }) =>
      session.signInWith(
        () =>
          createPasskeyLogin({
            passkeys: deps.passkeys,
            deviceId: deps.deviceId,
            signIn: account.signIn,
          }).connect(),
        chainId,
      ),
    ...recovery.handlers,
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
