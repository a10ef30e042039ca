import {
  APP_MESSAGE_PREFIX,
  APPROVAL_RPC_METHODS,
  type AppEventType,
  type AppMessage,
  type EmbeddedUser,
  type FrameEventPayload,
  type FrameEventType,
  SAFE_RPC_METHODS,
} from '@foyer/protocol'
import { numberToHex, type PrivateKeyAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ApiRequestError } from '../api/apiRequestError'
import type { Session } from '../api/apiSchemas'
import type { FrameApi } from '../api/frameApi'
import type { DeviceShareStore } from '../keys/deviceShareStore'
import { type ApprovalRequest, parseApprovalRequest } from './approvalRequest'
import { chainIdValue } from './chainIdValue'
import { establishWalletKey } from './establishWalletKey'
import { executeApproved } from './executeApproved'
import { createFarcasterLogin } from './farcasterLogin'
import { forwardRpcRequest } from './forwardRpcRequest'
import { FRAME_ERRORS } from './frameErrorMessages'
import { errorReply, type FrameHandlerReply, successReply } from './frameReply'
import { prepareTransaction } from './prepareTransaction'
import type { SessionStore, SocialIdentity } from './sessionStore'
import { createSocialLogin } from './socialLogin'
import type { SocialChannel } from './socialLoginChannel'

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

export type FrameHandlerState = {
  theme?: { themeMode: 'light' | 'dark'; themeVariables: Record<string, string | number> }
  dappName?: string
}

export type FrameHandler = {
  handle(message: AppMessage): Promise<FrameHandlerReply>
  /** Theme and dapp data the app synced (for the frame's own UI). */
  state(): FrameHandlerState
}

const SAFE = new Set<string>(SAFE_RPC_METHODS)
const NEEDS_APPROVAL = new Set<string>(APPROVAL_RPC_METHODS)
const DEVICE_WAIT_TIMEOUT_MS = 120_000

/** The frame's request handler: one `_SUCCESS` or `_ERROR` reply per request, never a throw. */
export function createFrameHandler(deps: FrameHandlerDeps): FrameHandler {
  const fetchFn = deps.fetch ?? globalThis.fetch.bind(globalThis)
  let account: PrivateKeyAccount | undefined
  let chainId = deps.chainId
  let pendingEmail: string | undefined
  let loginGeneration = 0
  let deviceGeneration = 0
  const pendingApprovals = new Set<(error: Error) => void>()
  const state: FrameHandlerState = {}

  const session = (): Session => {
    const current = deps.sessions.load()
    if (!current) throw new Error(FRAME_ERRORS.notConnected)
    return current
  }

  /** Signs in with a new session; `social` for a social or Farcaster sign-in (its user name). */
  async function signIn(next: Session, social?: SocialIdentity): Promise<void> {
    const key = await establishWalletKey({
      api: deps.api,
      deviceShares: deps.deviceShares,
      token: next.token,
      userId: next.user.id,
    })
    deps.sessions.save(social ? { ...next, social } : next)
    account = privateKeyToAccount(key)
    pendingEmail = undefined
  }

  const farcaster = createFarcasterLogin({ api: deps.api, deviceId: deps.deviceId, signIn })

  const social = createSocialLogin({
    api: deps.api,
    deviceId: deps.deviceId,
    origin: deps.origin ?? globalThis.location?.origin ?? '',
    openChannel: deps.openChannel ?? ((name) => new BroadcastChannel(name)),
    announce: (uri) => deps.emit?.('SOCIAL_CALLBACK', { uri }),
    signIn,
  })

  /** The in-memory account, rebuilt from the stored session after a reload. */
  async function requireAccount(): Promise<PrivateKeyAccount> {
    if (account) return account
    const stored = deps.sessions.load()
    if (!stored) throw new Error(FRAME_ERRORS.notConnected)
    const status = await deps.api.getSession(stored.token)
    if (!status.isConnected) {
      forget()
      throw new Error(FRAME_ERRORS.notConnected)
    }
    await signIn(status.user ? { ...stored, user: status.user } : stored, stored.social)
    if (!account) throw new Error(FRAME_ERRORS.notConnected)
    return account
  }

  function forget() {
    account = undefined
    deps.sessions.clear()
    loginGeneration++
    deviceGeneration++
    abortApprovals()
  }

  function abortApprovals() {
    for (const reject of pendingApprovals) reject(new Error(FRAME_ERRORS.aborted))
    pendingApprovals.clear()
  }

  function user(forChain: number | string): EmbeddedUser {
    if (!account) throw new Error(FRAME_ERRORS.notConnected)
    const stored = deps.sessions.load()
    const email = stored?.user.email
    const userName = stored?.social?.username
    return {
      ...(email ? { email } : {}),
      ...(userName ? { userName } : {}),
      address: account.address,
      chainId: forChain,
      accounts: [{ address: account.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    }
  }

  async function waitForApproval(request: ApprovalRequest): Promise<void> {
    let reject: ((error: Error) => void) | undefined
    const aborted = new Promise<never>((_, fail) => {
      reject = fail
    })
    if (reject) pendingApprovals.add(reject)
    const controller = new AbortController()
    deps.emit?.('APPROVAL_REQUIRED')
    try {
      const approved = await Promise.race([deps.approve(request, controller.signal), aborted])
      if (approved !== true) throw new Error(FRAME_ERRORS.userRejected)
    } finally {
      controller.abort()
      if (reject) pendingApprovals.delete(reject)
      deps.emit?.('APPROVAL_DONE')
    }
  }

  async function rpc(payload: Extract<AppMessage, { type: '@foyer-app/RPC_REQUEST' }>['payload']) {
    if (payload.chainNamespace !== 'eip155') throw new Error(FRAME_ERRORS.rpcNotAllowed)
    const { method } = payload
    if (!SAFE.has(method) && !NEEDS_APPROVAL.has(method)) {
      throw new Error(FRAME_ERRORS.rpcNotAllowed)
    }
    const current = await requireAccount()
    const requestChain = chainIdValue(payload.chainId)
    if (requestChain === undefined) throw new Error(FRAME_ERRORS.badParams)
    if (method === 'eth_accounts') return [current.address]
    if (method === 'eth_chainId') return numberToHex(requestChain)
    if (SAFE.has(method)) return forwardRpcRequest(fetchFn, payload.rpcUrl, method, payload.params)
    const parsed = parseApprovalRequest({
      method,
      params: payload.params,
      address: current.address,
      chainId: requestChain,
      rpcUrl: payload.rpcUrl,
    })
    // A transaction is filled before asking, so the visitor approves exactly what is signed.
    const prepared =
      parsed.method === 'eth_sendTransaction'
        ? await prepareTransaction(current, parsed, fetchFn)
        : undefined
    const request: ApprovalRequest =
      parsed.method === 'eth_sendTransaction' && prepared
        ? { ...parsed, maxFee: prepared.maxFee }
        : parsed
    const generation = loginGeneration
    await waitForApproval(request)
    if (generation !== loginGeneration || account !== current) throw new Error(FRAME_ERRORS.aborted)
    return executeApproved(current, request, fetchFn, prepared)
  }

  async function connectDevice(): Promise<Record<string, never>> {
    const email = pendingEmail
    if (!email) throw new Error(FRAME_ERRORS.noPendingEmail)
    const generation = deviceGeneration
    const now = deps.now ?? Date.now
    const deadline = now() + (deps.deviceWaitTimeoutMs ?? DEVICE_WAIT_TIMEOUT_MS)
    while (now() < deadline) {
      const result = await deps.api.waitForDevice({ email, deviceId: deps.deviceId })
      if (generation !== deviceGeneration) throw new Error(FRAME_ERRORS.aborted)
      if (result.approved) {
        const { approved: _approved, ...next } = result
        await signIn(next)
        return {}
      }
    }
    throw new Error(FRAME_ERRORS.deviceNotApproved)
  }

  async function run(message: AppMessage): Promise<unknown> {
    switch (message.type) {
      case '@foyer-app/CONNECT_EMAIL': {
        const { email } = message.payload
        deviceGeneration++
        const { action } = await deps.api.connectEmail(
          { email, deviceId: deps.deviceId },
          deps.sessions.load()?.token,
        )
        pendingEmail = email
        if (action === 'CONNECT') await requireAccount()
        return { action }
      }
      case '@foyer-app/CONNECT_OTP': {
        const email = pendingEmail
        if (!email) throw new Error(FRAME_ERRORS.noPendingEmail)
        const next = await deps.api.verifyOtp({
          email,
          deviceId: deps.deviceId,
          otp: message.payload.otp,
        })
        await signIn(next)
        return {}
      }
      case '@foyer-app/CONNECT_DEVICE':
        return connectDevice()
      case '@foyer-app/GET_USER': {
        await requireAccount()
        const requested = message.payload.chainId
        if (requested !== undefined) {
          const value = chainIdValue(requested)
          if (value === undefined) throw new Error(FRAME_ERRORS.badParams)
          chainId = value
        }
        return user(chainId)
      }
      case '@foyer-app/IS_CONNECTED': {
        if (!deps.sessions.load()) return { isConnected: false }
        try {
          await requireAccount()
          return { isConnected: true }
        } catch (error) {
          if (error instanceof Error && error.message === FRAME_ERRORS.notConnected) {
            return { isConnected: false }
          }
          throw error
        }
      }
      case '@foyer-app/SIGN_OUT': {
        const stored = deps.sessions.load()
        forget()
        farcaster.cancel()
        social.cancel()
        pendingEmail = undefined
        if (stored) {
          await deps.api.signOut(stored.token).catch((error: unknown) => {
            // An expired or already revoked session is signed out already.
            if (!(error instanceof ApiRequestError && error.status === 401)) throw error
          })
        }
        return {}
      }
      case '@foyer-app/GET_CHAIN_ID':
        return { chainId }
      case '@foyer-app/APP_SWITCH_NETWORK': {
        const value = chainIdValue(message.payload.chainId)
        if (value === undefined) throw new Error(FRAME_ERRORS.badParams)
        chainId = value
        return { chainId }
      }
      case '@foyer-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return { smartAccountEnabledNetworks: [] }
      case '@foyer-app/INIT_SMART_ACCOUNT':
        throw new Error(FRAME_ERRORS.smartAccountsUnavailable)
      case '@foyer-app/SET_PREFERRED_ACCOUNT': {
        // Only EOAs exist until smart accounts are built: any request falls back to EOA (spec §4).
        const current = await requireAccount()
        return { type: 'eoa', address: current.address }
      }
      case '@foyer-app/SYNC_THEME':
        state.theme = message.payload
        return {}
      case '@foyer-app/SYNC_DAPP_DATA':
        if (message.payload.projectId !== deps.projectId) throw new Error(FRAME_ERRORS.wrongProject)
        if (message.payload.metadata) state.dappName = message.payload.metadata.name
        return {}
      case '@foyer-app/RELOAD':
        // Drop what is in memory; the next request rebuilds it from the stored session.
        account = undefined
        abortApprovals()
        farcaster.cancel()
        social.cancel()
        return {}
      case '@foyer-app/RPC_ABORT':
        abortApprovals()
        return {}
      case '@foyer-app/UPDATE_EMAIL':
        return deps.api.updateEmail(session().token, message.payload.email)
      case '@foyer-app/UPDATE_EMAIL_PRIMARY_OTP':
        return deps.api.updateEmailPrimary(session().token, message.payload.otp)
      case '@foyer-app/UPDATE_EMAIL_SECONDARY_OTP': {
        const current = session()
        const result = await deps.api.updateEmailSecondary(current.token, message.payload.otp)
        deps.sessions.save({ ...current, user: { ...current.user, email: result.newEmail } })
        return result
      }
      case '@foyer-app/RPC_REQUEST':
        return rpc(message.payload)
      case '@foyer-app/GET_SOCIAL_REDIRECT_URI':
        return social.redirectUri(message.payload.provider)
      case '@foyer-app/CONNECT_SOCIAL': {
        const requested = message.payload.chainId
        const value = requested === undefined ? chainId : chainIdValue(requested)
        if (value === undefined) throw new Error(FRAME_ERRORS.badParams)
        await social.connect(message.payload.uri)
        chainId = value
        return user(chainId)
      }
      case '@foyer-app/GET_FARCASTER_URI':
        return farcaster.uri()
      case '@foyer-app/CONNECT_FARCASTER':
        await farcaster.connect()
        return user(chainId)
    }
  }

  return {
    async handle(message) {
      const event = message.type.slice(APP_MESSAGE_PREFIX.length) as AppEventType
      try {
        return successReply(event, message.id, await run(message))
      } catch (error) {
        return errorReply(event, message.id, error)
      }
    },
    state: () => state,
  }
}
