import {
  type ChainNamespace,
  createSiwxMessage,
  FoyerError,
  parseCaipNetworkId,
  SIWX_SESSION_MAX_SECONDS,
  type SiwxSession,
} from '@foyer/protocol'
import { type Config, getConnection } from '@wagmi/core'
import { type EIP1193Provider, stringToHex } from 'viem'
import { isUserRejection } from '../errors/walletErrors'
import type { Logger } from '../logger/createLogger'
import type { Modal } from '../modal/createModal'
import type { Router } from '../router/createRouter'
import type { ViewName } from '../router/views'
import type { AccountState } from '../state/accountState'
import type { NetworkState } from '../state/networkState'
import type { Store } from '../store/createStore'
import type { Toasts } from '../toast/createToasts'
import { createSiwxClient } from './createSiwxClient'
import type { SiwxOptions } from './siwxOptions'
import { siwxSignature } from './siwxSignature'
import type { SiwxState } from './siwxState'

/** The modal view that asks the visitor to sign in. */
export const SIWX_VIEW: ViewName = 'SIWXSignMessage'

/** The namespaces a sign-in message is written for (protocol's createSiwxMessage). */
const SIWX_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

export type SiwxFlowDeps = {
  options: SiwxOptions
  apiUrl: string
  projectId: string
  config: Config
  account: Pick<Store<AccountState>, 'get' | 'subscribe'>
  network: Pick<Store<NetworkState>, 'get' | 'subscribe'>
  router: Router
  modal: Modal
  toasts: Toasts
  logger: Logger
  state: Store<SiwxState>
  disconnect(): Promise<void>
  /**
   * Signs with the active namespace's account (`namespaces.signMessage`: solana base58, bip122
   * base64); eip155 signs through wagmi's connector. Without it only eip155 accounts sign in.
   */
  signMessage?(message: string): Promise<string>
  fetch?: typeof globalThis.fetch
  /** The page the message is for (default: `location`): domain = host, uri = origin. */
  page?: { host: string; origin: string }
  now?: () => Date
}

export type SiwxFlow = {
  /** The statement the message carries (the view shows it). */
  statement: string | undefined
  required: boolean
  /** Asks for a signature and starts a session; a second call while one is out does nothing. */
  signIn(): Promise<void>
  /** The visitor declines: closes the modal; with `required`, disconnects. */
  cancel(): void
  /** Opens the sign-in view (e.g. after an optional sign-in was cancelled). */
  prompt(): void
  /**
   * Ends the session. The wallet stays connected, unless the sign-in is `required`: a connected
   * page without a session is what refusing means there, so it disconnects too.
   */
  signOut(): Promise<void>
  /** Stops following the account, network and modal (Foyer's destroy). */
  stop(): void
}

/**
 * Sign in with the wallet. Whenever the connected account or chain changes, asks the server for
 * the session (`me`, the cookie survives reloads); without one for this account and chain, opens
 * the sign-in view. Signing builds the chain's message (protocol's createSiwxMessage: EIP-4361 on
 * eip155, CAIP-122 on solana and bip122; domain = page host, uri = page origin, a server nonce)
 * and has the connected wallet sign it: on eip155 through wagmi's connector (browser, remote and
 * embedded wallets alike), elsewhere through the active namespace adapter (`signMessage`), the
 * signature sent as the hex of its bytes (siwxSignature). Disconnecting ends the session unless
 * `signOutOnDisconnect: false`.
 */
export function startSiwx(deps: SiwxFlowDeps): SiwxFlow {
  const { options, state, account, router, modal, logger } = deps
  const client = createSiwxClient({
    baseUrl: options.apiUrl ?? deps.apiUrl,
    projectId: deps.projectId,
    fetch: deps.fetch,
  })
  const now = deps.now ?? (() => new Date())
  const required = options.required === true
  const signOutOnDisconnect = options.signOutOnDisconnect !== false
  /** The account + chain the state is about (`undefined`: disconnected). */
  let current: string | undefined
  /** The sign-in view is up and not answered: closing the modal then counts as cancelling. */
  let prompting = false
  let stopped = false

  function keyOf(): string | undefined {
    const { isConnected, address, chainId, namespace } = account.get()
    // EIP-4361 on eip155, CAIP-122 on solana and bip122 (when the kit can sign there).
    if (!isConnected || !address || chainId === undefined || !namespace) return undefined
    if (!SIWX_NAMESPACES.includes(namespace) || (namespace !== 'eip155' && !deps.signMessage))
      return undefined
    return keyFor(address, namespace, `${namespace}:${chainId}`)
  }
  const sessionKey = (session: SiwxSession) => {
    const namespace = parseCaipNetworkId(session.chainId)?.namespace
    return namespace ? keyFor(session.address, namespace, session.chainId) : undefined
  }
  const logged = (error: unknown) => logger.error('SIWX', String(error))

  async function sync() {
    const key = keyOf()
    // On a network the page does not support, UnsupportedChain comes first.
    if (key === current || (key && !deps.network.get().isSupported)) return
    const previous = current
    current = key
    if (!key) {
      prompting = false
      state.set({ status: 'signedOut', session: undefined })
      if (previous && signOutOnDisconnect) await client.signOut().catch(logged)
      return
    }
    state.set({ status: 'checking', session: undefined })
    const session = await client.me().catch((error: unknown) => logged(error))
    if (current !== key) return
    if (session && sessionKey(session) === key && Date.parse(session.expiresAt) > now().getTime()) {
      state.set({ status: 'signedIn', session })
      return
    }
    // A session of another account or chain ends: this one needs its own.
    if (session) await client.signOut().catch(logged)
    if (current !== key) return
    state.set({ status: 'signedOut', session: undefined })
    prompt()
  }

  function prompt() {
    if (stopped || !current || state.get().status === 'signedIn') return
    prompting = true
    router.reset(SIWX_VIEW)
    modal.open()
  }

  async function signIn() {
    const key = current
    const { address, chainId, namespace } = account.get()
    if (!key || !address || !chainId || !namespace || state.get().status === 'signingIn') return
    state.set({ status: 'signingIn', session: undefined })
    try {
      const { nonce } = await client.nonce()
      const issuedAt = now()
      const page = deps.page ?? globalThis.location
      const message = createSiwxMessage({
        accountAddress: address,
        chainId: `${namespace}:${chainId}`,
        domain: page.host,
        uri: page.origin,
        version: '1',
        nonce,
        ...(options.statement ? { statement: options.statement } : {}),
        issuedAt: issuedAt.toISOString(),
        expirationTime: new Date(
          issuedAt.getTime() + SIWX_SESSION_MAX_SECONDS * 1000,
        ).toISOString(),
      })
      const signature =
        namespace === 'eip155' || !deps.signMessage
          ? await personalSign(deps.config, address, message)
          : siwxSignature(namespace, await deps.signMessage(message))
      const session = await client.verify({ message, signature })
      if (current !== key) return
      prompting = false
      state.set({ status: 'signedIn', session })
      if (router.get().view === SIWX_VIEW) modal.close()
    } catch (error) {
      logger.error('Error signing message', String(error))
      if (current !== key) return
      state.set({ status: 'signedOut', session: undefined })
      deps.toasts.show('error', { code: 'ERROR_SIGNING_MESSAGE' })
      // Refusing in the wallet is declining: with `required`, that disconnects.
      if (required && isUserRejection(error)) cancel()
    }
  }

  function cancel() {
    if (prompting && modal.get().open) return modal.close()
    prompting = false
    modal.close()
    if (required) void deps.disconnect()
  }

  async function signOut() {
    await client.signOut()
    if (!current) return
    state.set({ status: 'signedOut', session: undefined })
    if (!required) return
    // Already signed out: the disconnect need not sign out again.
    current = undefined
    prompting = false
    await deps.disconnect().catch((error: unknown) => {
      logged(error)
      // Still connected: ask again rather than stay without a session.
      void sync()
    })
  }

  const unsubscribe = [
    modal.subscribe((next, previous) => {
      if (!previous.open || next.open || !prompting) return
      prompting = false
      if (required) void deps.disconnect()
    }),
    account.subscribe(() => void sync()),
    deps.network.subscribe(() => void sync()),
  ]
  void sync()

  return {
    statement: options.statement,
    required,
    signIn,
    cancel,
    prompt,
    signOut,
    stop() {
      stopped = true
      for (const stop of unsubscribe) stop()
    },
  }
}

/**
 * What a session is matched on: its address and CAIP-2 chain; eip155 addresses in any case
 * (checksummed or not), the other namespaces' exactly (base58 and bech32 are case-sensitive).
 */
function keyFor(address: string, namespace: ChainNamespace, chainId: string): string {
  return `${namespace === 'eip155' ? address.toLowerCase() : address} ${chainId}`
}

/**
 * `personal_sign` through the connected wallet's provider (what wagmi's signMessage sends):
 * browser, remote and embedded wallets alike. Calling the provider directly keeps wagmi's
 * wallet-client code out of this chunk's shared imports, and so the page's first JS smaller.
 */
async function personalSign(
  config: Config,
  address: string,
  message: string,
): Promise<`0x${string}`> {
  const { connector } = getConnection(config)
  if (!connector) throw new FoyerError('NO_ADDRESS_OR_CONNECTOR')
  const provider = (await connector.getProvider()) as EIP1193Provider
  return provider.request({
    method: 'personal_sign',
    params: [stringToHex(message), address as `0x${string}`],
  })
}
