import {
  type AccountType,
  FoyerError,
  type FramePromptKind,
  type Locale,
  SDK_TYPE,
  SDK_VERSION,
} from '@foyer/protocol'
import { type Config, type Connector, type CreateConnectorFn, connect } from '@wagmi/core'
import type { Wallet } from '@wallet-standard/base'
import type { SentCalls } from '../account/trackCalls'
import { toErrorNotice } from '../errors/toErrorNotice'
import type { DappMetadata } from '../foyerOptions'
import { createFrameMessenger, type FrameMessenger } from '../frame/createFrameMessenger'
import { type FrameRect, hideFrame, showFrame } from '../frame/frameVisibility'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import type { Network } from '../networks/network'
import type { Router } from '../router/createRouter'
import type { FoyerStorage } from '../storage/createStorage'
import { createStore, type Store } from '../store/createStore'
import type { ThemeMode, ThemeVariables } from '../theme/themeVariables'
import type { Toasts } from '../toast/createToasts'
import { cachedIdentity, type LoginIdentity, readCachedLogin, saveCachedLogin } from './cachedLogin'
import { createEmailLogin, type EmailLogin } from './createEmailLogin'
import { createEmailUpdate, type EmailUpdate } from './createEmailUpdate'
import { createFarcasterLogin, type FarcasterLogin } from './createFarcasterLogin'
import { createFrameProvider } from './createFrameProvider'
import { createPasskeyLogin, type PasskeyLogin } from './createPasskeyLogin'
import { createSocialLogin, type SocialLogin } from './createSocialLogin'
import { createWalletRecovery, type WalletRecovery } from './createWalletRecovery'
import {
  type EmbeddedUserState,
  embeddedConnector,
  setEmbeddedAccountType,
} from './embeddedConnector'
import { EMBEDDED_CONNECTOR_ID } from './embeddedConstants'
import { frameUrl } from './frameUrl'
import { createEmbeddedSolanaWallet } from './solana/createEmbeddedSolanaWallet'

export type EmbeddedWalletDeps = {
  config: Config
  /**
   * Calls the wallet sent together: Activity shows them pending until `getStatus`
   * (`wallet_getCallsStatus`) says they are in.
   */
  trackCalls?(sent: SentCalls, getStatus: (id: string) => Promise<unknown>): void
  /** The frame page (its own origin), without parameters. */
  frameUrl: string
  projectId: string
  apiUrl: string
  networks: readonly Network[]
  storage: FoyerStorage
  router: Router
  modal: Modal
  toasts: Toasts
  logger: Logger
  theme: Pick<Store<{ themeMode: ThemeMode; themeVariables: ThemeVariables }>, 'get' | 'subscribe'>
  metadata?: DappMetadata
  /** The project's `smartSessions` switch: ERC-7715 permission methods reach the wallet only when on. */
  smartSessions?: () => boolean
  /** The kit's language, which the frame's approval card and prompts speak. */
  locale?: Locale
  enableLogger?: boolean
  now?: () => number
  /** The solana namespace's active network: where a Solana request naming no chain goes. */
  solanaNetwork?: () => Network | undefined
}

export type EmbeddedWallet = {
  /** The wagmi connector (registered lazily by createFoyer, whose calls reach `connectorFn`). */
  connector: Connector
  /** The embedded wallet's own connector, which the lazy one builds on first use. */
  connectorFn: CreateConnectorFn
  /** Email sign-in (a code or an approval link). */
  email: EmailLogin
  /** Social sign-in through a popup (google, x, discord, github, apple, facebook). */
  social: SocialLogin
  /** Farcaster sign-in (the ConnectingFarcaster view). */
  farcaster: FarcasterLogin
  /** Sign-in with a passkey (the frame's prompt, kind 'passkey'). */
  passkey: PasskeyLogin
  update: EmailUpdate
  /** Recovery methods (passkeys, recovery password) and the key's export. */
  recovery: WalletRecovery
  /**
   * Uses the visitor's smart account or their EOA (SET_PREFERRED_ACCOUNT); answers the type in
   * use, the EOA where the smart account cannot be had.
   */
  setAccountType(type: AccountType): Promise<AccountType>
  /**
   * The wallet's Solana side as a Wallet Standard wallet (when the dapp has Solana networks),
   * which the solana adapter is offered while a visitor with a Solana account is signed in
   * (`solana/offerEmbeddedSolana.ts`).
   */
  solanaWallet: Wallet | undefined
  /** What the frame asks while the page shows it (ApproveTransaction titles itself by it). */
  prompt: Pick<Store<FramePromptState>, 'get' | 'subscribe'>
  user: Pick<Store<EmbeddedUserState>, 'get' | 'subscribe'>
  messenger: FrameMessenger
  /** Shows the frame at `rect` (the ApproveTransaction view), or hides it again. */
  showFrame(rect: FrameRect | undefined): void
  destroy(): void
}

/** ERC-7715's methods: the dapp may ask them only with the `smartSessions` switch on. */
const PERMISSION_METHODS = new Set([
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getPermissions',
])

/** The frame's prompt on show: its kind from APPROVAL_REQUIRED until APPROVAL_DONE or abort. */
export type FramePromptState = { kind: FramePromptKind | undefined }

/**
 * The embedded wallet, assembled when first needed (email chosen, or used before): the frame
 * messenger, its EIP-1193 provider behind a wagmi connector, the email flows, theme and dapp
 * sync, and the approval hand-over to the frame's own UI.
 */
export function startEmbeddedWallet(deps: EmbeddedWalletDeps): EmbeddedWallet {
  const now = deps.now ?? Date.now
  const rpcUrls = new Map(
    deps.networks
      .filter((network) => network.chainNamespace === 'eip155')
      .map((network) => [Number(network.id), network.rpcUrls.default.http[0]]),
  )
  const chainId = deps.config.state.chainId
  const messenger = createFrameMessenger({
    frameUrl: frameUrl(deps.frameUrl, {
      projectId: deps.projectId,
      chainId,
      rpcUrl: rpcUrls.get(chainId) ?? '',
      apiUrl: deps.apiUrl,
      enableLogger: deps.enableLogger,
    }),
    onEvent(type, payload) {
      if (type === 'APPROVAL_REQUIRED') approvalRequired(payload?.kind ?? 'request')
      if (type === 'APPROVAL_DONE') approvalDone()
      if (type === 'SOCIAL_CALLBACK' && payload?.uri) {
        for (const listener of [...socialCallbacks]) listener(payload.uri)
      }
    },
  })
  const provider = createFrameProvider({
    call: messenger.call,
    rpcUrl: (id) => rpcUrls.get(id),
    chainId,
    allows: (method) => !PERMISSION_METHODS.has(method) || deps.smartSessions?.() === true,
    onNotAllowed: () => deps.toasts.show('error', { code: 'ACTION_NOT_ALLOWED' }),
    onCallsSent: ({ id, chainId: sentOn, from, calls }) =>
      deps.trackCalls?.({ id, chain: `eip155:${sentOn}`, from, calls }, (callsId) =>
        provider.request({ method: 'wallet_getCallsStatus', params: [callsId] }),
      ),
  })
  const user = createStore<EmbeddedUserState>({})
  const found = deps.config.connectors.find((item) => item.id === EMBEDDED_CONNECTOR_ID)
  if (!found) throw new FoyerError('NO_AUTH_CONNECTOR')
  const connector: Connector = found
  const connectorFn = embeddedConnector({
    call: messenger.call,
    provider,
    storage: deps.storage,
    user,
    logger: deps.logger,
  })

  const solanaNetworks = deps.networks.filter((network) => network.chainNamespace === 'solana')
  const solanaWallet =
    solanaNetworks.length > 0
      ? createEmbeddedSolanaWallet({
          call: messenger.call,
          user,
          networks: solanaNetworks,
          network: () => deps.solanaNetwork?.(),
        })
      : undefined

  const recovery = createWalletRecovery({
    call: messenger.call,
    router: deps.router,
    modal: deps.modal,
    logger: deps.logger,
  })
  /**
   * Connects wagmi to the signed-in embedded wallet and remembers who signed in; then offers to
   * protect a wallet that only this device can open (once per page session).
   */
  async function connectLogin(identity: LoginIdentity) {
    // Remembered first: the connector shows the provider and user name it finds there.
    saveCachedLogin(deps.storage, identity, now())
    await connect(deps.config, { connector })
    void recovery.offerProtection()
  }
  const email = createEmailLogin({
    call: messenger.call,
    router: deps.router,
    now,
    connect: (email) => connectLogin({ email }),
  })
  const socialCallbacks = new Set<(uri: string) => void>()
  const social = createSocialLogin({
    call: messenger.call,
    onCallback(listener) {
      socialCallbacks.add(listener)
      return () => socialCallbacks.delete(listener)
    },
    connect: connectLogin,
    modal: deps.modal,
    logger: deps.logger,
  })
  const farcaster = createFarcasterLogin({
    call: messenger.call,
    connect: connectLogin,
    syncDappData,
    logger: deps.logger,
  })
  const passkey = createPasskeyLogin({
    call: messenger.call,
    connect: connectLogin,
    chainId: () => deps.config.state.chainId,
    logger: deps.logger,
  })
  const update = createEmailUpdate({
    call: messenger.call,
    router: deps.router,
    onUpdated(newEmail) {
      const identity = cachedIdentity(readCachedLogin(deps.storage))
      saveCachedLogin(
        deps.storage,
        identity?.socialProvider || identity?.passkey
          ? { ...identity, email: newEmail }
          : { email: newEmail },
        now(),
      )
      user.set({ email: newEmail })
    },
  })

  // Approval: the frame asks the visitor in its own UI, shown over the modal. Leaving that view
  // or closing the modal before the frame is done rejects the request (RPC_ABORT).
  const prompt = createStore<FramePromptState>({ kind: undefined })
  let approving = false
  let modalWasOpen = false
  function approvalRequired(kind: FramePromptKind) {
    approving = true
    // Set before the view opens: it titles itself by the kind.
    prompt.set({ kind })
    modalWasOpen = deps.modal.get().open
    // Over the open modal's view, or alone: going back from it then closes the modal.
    if (modalWasOpen) deps.router.push('ApproveTransaction')
    else deps.router.reset('ApproveTransaction')
    deps.modal.open()
  }
  function approvalDone() {
    if (!approving) return
    approving = false
    if (deps.router.get().view === 'ApproveTransaction') {
      if (modalWasOpen) deps.router.goBack()
      else deps.modal.close()
    }
    prompt.set({ kind: undefined })
  }
  function abortApproval() {
    if (!approving) return
    approving = false
    prompt.set({ kind: undefined })
    void messenger.call('RPC_ABORT', {}).catch(() => undefined)
  }
  const stops = [
    deps.router.subscribe((state, previous) => {
      if (previous.view === 'ApproveTransaction' && state.view !== 'ApproveTransaction') {
        abortApproval()
      }
    }),
    deps.modal.subscribe((state, previous) => {
      if (previous.open && !state.open) abortApproval()
    }),
    deps.theme.subscribe(syncTheme),
    // Signed out: the recovery status was the last user's.
    user.subscribe((state, previous) => {
      if (previous.address && !state.address) recovery.reset()
    }),
  ]

  function syncTheme() {
    if (messenger.state.get().status !== 'ready') return
    const { themeMode, themeVariables } = deps.theme.get()
    void messenger
      .call('SYNC_THEME', { themeMode, themeVariables: { ...themeVariables } })
      .catch((error: unknown) => deps.logger.error('Theme sync failed', String(error)))
  }
  async function syncDappData() {
    await messenger.call('SYNC_DAPP_DATA', {
      projectId: deps.projectId,
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
      ...(deps.locale ? { locale: deps.locale } : {}),
      ...(deps.metadata
        ? { metadata: { ...deps.metadata, icons: [...(deps.metadata.icons ?? [])] } }
        : {}),
    })
  }
  void messenger.load().then(
    () => {
      syncTheme()
      syncDappData().catch((error: unknown) =>
        deps.logger.error('Dapp data sync failed', String(error)),
      )
    },
    (error: unknown) => {
      deps.logger.error('The wallet frame did not load', String(error))
      deps.toasts.show('error', toErrorNotice(error))
    },
  )

  return {
    connector,
    connectorFn,
    email,
    social,
    farcaster,
    passkey,
    update,
    recovery,
    solanaWallet,
    setAccountType: (type) =>
      setEmbeddedAccountType({ call: messenger.call, provider, user }, type),
    prompt: { get: prompt.get, subscribe: prompt.subscribe },
    user: { get: user.get, subscribe: user.subscribe },
    messenger,
    showFrame(rect) {
      const iframe = messenger.iframe()
      if (!iframe) return
      if (rect) showFrame(iframe, rect)
      else hideFrame(iframe)
    },
    destroy() {
      for (const stop of stops) stop()
      messenger.destroy()
    },
  }
}
