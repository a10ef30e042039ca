import { type EmbeddedUser, FoyerError, isFoyerError, type Locale } from '@foyer/protocol'
import { ApiRequestError } from '../api/apiRequestError'
import type { FrameApi } from '../api/frameApi'
import type { SmartAccounts } from '../smartAccount/smartAccounts'
import { chainIdValue } from './chainIdValue'
import type { FrameAccount } from './frameAccount'
import type { FrameRequestHandlers } from './frameRequestHandlers'
import type { SessionStore } from './sessionStore'

export type SignedInSessionDeps = {
  api: Pick<FrameApi, 'signOut'>
  sessions: SessionStore
  account: Pick<FrameAccount, 'require' | 'current' | 'wallet' | 'forget' | 'drop'>
  smartAccounts: Pick<SmartAccounts, 'networks' | 'wallet' | 'view' | 'setPreferred' | 'forget'>
  /** The frame's own project (URL param); SYNC_DAPP_DATA for another project is refused. */
  projectId: string
  /** The chain from the frame URL. */
  chainId: number
  /** SIGN_OUT: every sign-in under way is forgotten. */
  onSignOut(): void
  /** RELOAD: what waits on the visitor (approvals, started sign-ins) ends. */
  onReload(): void
  /** SYNC_THEME: the frame's open card or prompt takes the new theme. */
  onThemeChange?(): void
}

export type FrameHandlerState = {
  theme?: { themeMode: 'light' | 'dark'; themeVariables: Record<string, string | number> }
  dappName?: string
  /** The kit's language (SYNC_DAPP_DATA): the approval card and prompts speak it. */
  locale?: Locale
}

type SessionEvents =
  | 'GET_USER'
  | 'IS_CONNECTED'
  | 'SIGN_OUT'
  | 'GET_CHAIN_ID'
  | 'APP_SWITCH_NETWORK'
  | 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'
  | 'INIT_SMART_ACCOUNT'
  | 'SET_PREFERRED_ACCOUNT'
  | 'SYNC_THEME'
  | 'SYNC_DAPP_DATA'
  | 'RELOAD'

export type SignedInSession = {
  handlers: FrameRequestHandlers<SessionEvents>
  /**
   * A social or Farcaster sign-in: runs `connect`, then answers the user on `requestedChain`
   * (checked first), which becomes the current chain; without one, on the current chain.
   */
  signInWith(connect: () => Promise<void>, requestedChain?: string | number): Promise<EmbeddedUser>
  /** Theme and dapp data the app synced (for the frame's own UI). */
  state(): FrameHandlerState
}

function chainOrFail(value: string | number): number {
  const chain = chainIdValue(value)
  if (chain === undefined) throw new FoyerError('INVALID_METHOD_PARAMS')
  return chain
}

/**
 * The signed-in session as the app sees it: the user, sign-out, whether connected, the current
 * chain, the account type (the smart account where the chain has one, unless the visitor chose
 * the EOA), and the app's theme and dapp data.
 */
export function createSignedInSession(deps: SignedInSessionDeps): SignedInSession {
  let chainId = deps.chainId
  const state: FrameHandlerState = {}

  async function user(): Promise<EmbeddedUser> {
    const account = deps.account.current()
    if (!account) throw new FoyerError('NOT_CONNECTED')
    const stored = deps.sessions.load()
    const email = stored?.user.email
    const userName = stored?.social?.username
    const { wallet: _wallet, ...view } = await deps.smartAccounts.view(account, chainId)
    // The Solana account's address only: its key stays in the frame.
    const { solana } = await deps.account.wallet()
    return {
      ...(email ? { email } : {}),
      ...(userName ? { userName } : {}),
      ...view,
      solanaAddress: solana.address,
      chainId,
    }
  }

  const handlers: FrameRequestHandlers<SessionEvents> = {
    async GET_USER({ chainId: requested }) {
      await deps.account.require()
      if (requested !== undefined) chainId = chainOrFail(requested)
      return user()
    },
    async IS_CONNECTED() {
      if (!deps.sessions.load()) return { isConnected: false }
      try {
        await deps.account.require()
        return { isConnected: true }
      } catch (error) {
        if (isFoyerError(error) && error.code === 'NOT_CONNECTED') return { isConnected: false }
        throw error
      }
    },
    async SIGN_OUT() {
      const stored = deps.sessions.load()
      deps.account.forget()
      deps.smartAccounts.forget()
      deps.onSignOut()
      if (stored) {
        await deps.api.signOut(stored.token).catch((error: unknown) => {
          // An expired or already revoked session is signed out already.
          if (!(error instanceof ApiRequestError && error.status === 401)) throw error
        })
      }
      return {}
    },
    GET_CHAIN_ID: async () => ({ chainId }),
    async APP_SWITCH_NETWORK({ chainId: requested }) {
      chainId = chainOrFail(requested)
      return { chainId }
    },
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      const { networks } = await deps.smartAccounts.networks()
      return { smartAccountEnabledNetworks: networks.map((network) => network.chainId) }
    },
    async INIT_SMART_ACCOUNT() {
      const owner = await deps.account.require()
      const wallet = await deps.smartAccounts.wallet(owner, chainId)
      if (!wallet) throw new FoyerError('SMART_ACCOUNTS_UNAVAILABLE')
      return { address: wallet.account.address, isDeployed: await wallet.account.isDeployed() }
    },
    async SET_PREFERRED_ACCOUNT({ type }) {
      const owner = await deps.account.require()
      // Where the smart account cannot be had, the visitor stays on the EOA (docs/product.md).
      const wallet =
        type === 'smartAccount'
          ? await deps.smartAccounts.wallet(owner, chainId).catch(() => undefined)
          : undefined
      const chosen = wallet ? 'smartAccount' : 'eoa'
      deps.smartAccounts.setPreferred(chosen)
      return { type: chosen, address: wallet ? wallet.account.address : owner.address }
    },
    async SYNC_THEME(theme) {
      state.theme = theme
      deps.onThemeChange?.()
      return {}
    },
    async SYNC_DAPP_DATA({ projectId, metadata, locale }) {
      if (projectId !== deps.projectId) throw new FoyerError('WRONG_PROJECT')
      if (metadata) state.dappName = metadata.name
      if (locale) state.locale = locale
      return {}
    },
    async RELOAD() {
      // Drop what is in memory; the next request rebuilds it from the stored session.
      deps.account.drop()
      deps.onReload()
      return {}
    },
  }

  return {
    handlers,
    async signInWith(connect, requestedChain) {
      const next = requestedChain === undefined ? undefined : chainOrFail(requestedChain)
      await connect()
      if (next !== undefined) chainId = next
      return user()
    },
    state: () => state,
  }
}
