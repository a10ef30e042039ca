import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import type { WalletAccount } from '../accounts/testAccounts'
import type { WalletChain } from '../config/readConfig'
import { describeRequest, type RequestDescription } from '../requests/describeRequest'
import {
  handleRequest,
  needsConfirmation,
  type RequestOutcome,
  rejectedOutcome,
  type WalletRequest,
} from '../requests/handleRequest'
import { USER_REJECTED } from '../requests/rpcErrors'
import { methodName, strings } from '../strings'
import { parseWalletConnectUri } from '../uri/parseWalletConnectUri'
import { loadPreferences, type PreferenceStorage, savePreferences } from './preferences'
import {
  buildSessionNamespaces,
  type NamespaceProblem,
  type RequestedNamespaces,
  requestedNamespaces,
  sessionAddress,
  sessionChainIds,
  withAccount,
  withChain,
} from './sessionNamespaces'
import { TimeoutError, withTimeout } from './withTimeout'

/** The part of WalletKit the store uses (tests hand it a fake). */
export type WalletKitApi = Pick<
  IWalletKit,
  | 'pair'
  | 'approveSession'
  | 'rejectSession'
  | 'updateSession'
  | 'respondSessionRequest'
  | 'disconnectSession'
  | 'emitSessionEvent'
  | 'getActiveSessions'
  | 'getPendingSessionProposals'
  | 'getPendingSessionRequests'
  | 'on'
> & {
  core?: { relayer: { on(event: string, listener: () => void): unknown } }
}

export interface DappInfo {
  name: string
  url: string
  icon?: string
}

export interface ProposalEntry {
  id: number
  proposal: ProposalTypes.Struct
  dapp: DappInfo
  requested: RequestedNamespaces
  /** Why it cannot be approved, if it cannot. */
  problem?: NamespaceProblem
  busy?: 'approving' | 'rejecting'
}

export interface RequestEntry {
  id: number
  topic: string
  request: WalletRequest
  dapp: DappInfo
  description: RequestDescription
  busy: boolean
}

export interface SessionEntry {
  topic: string
  dapp: DappInfo
  chainIds: number[]
  accounts: string[]
}

export type RelayStatus =
  | { state: 'connecting'; slow: boolean }
  | { state: 'ready'; connected: boolean }
  | { state: 'failed'; reason: string }

export interface Notice {
  tone: 'info' | 'error'
  text: string
}

export interface WalletState {
  relayUrl: string
  relay: RelayStatus
  accounts: readonly WalletAccount[]
  activeAccount: WalletAccount
  chains: readonly WalletChain[]
  activeChain: WalletChain
  pairing: boolean
  proposals: readonly ProposalEntry[]
  requests: readonly RequestEntry[]
  sessions: readonly SessionEntry[]
  notice?: Notice
  /** What the wallet did, latest first (signatures, transaction hashes, switches). */
  activity: readonly { id: number; text: string }[]
}

export interface WalletStoreOptions {
  kit: Promise<WalletKitApi>
  relayUrl: string
  accounts: readonly WalletAccount[]
  chains: readonly WalletChain[]
  /** How long pairing and approving may take before the user hears of it. */
  timeouts?: { pairMs?: number; approveMs?: number; slowRelayMs?: number }
  now?: () => number
  /** Carries out approved requests; tests may replace it. */
  handle?: typeof handleRequest
  /** Where the active account and chain are remembered (the page passes localStorage). */
  preferences?: PreferenceStorage
}

const ACTIVITY_LIMIT = 20

/**
 * The wallet's state and every action on it, apart from any view: WalletKit events come in,
 * the views read snapshots (useSyncExternalStore) and call the actions.
 */
export class WalletStore {
  private state: WalletState
  private readonly listeners = new Set<() => void>()
  private readonly kitPromise: Promise<WalletKitApi>
  private kit: WalletKitApi | undefined
  private readonly timeouts: { pairMs: number; approveMs: number; slowRelayMs: number }
  private readonly now: () => number
  private readonly handle: typeof handleRequest
  private readonly preferences: PreferenceStorage | undefined
  private activityId = 0

  constructor(options: WalletStoreOptions) {
    const [firstAccount] = options.accounts
    const [firstChain] = options.chains
    if (!firstAccount || !firstChain) throw new Error('The wallet needs an account and a chain')
    this.timeouts = { pairMs: 15_000, approveMs: 30_000, slowRelayMs: 10_000, ...options.timeouts }
    this.now = options.now ?? Date.now
    this.handle = options.handle ?? handleRequest
    this.preferences = options.preferences
    const remembered = loadPreferences(options.preferences)
    this.state = {
      relayUrl: options.relayUrl,
      relay: { state: 'connecting', slow: false },
      accounts: options.accounts,
      activeAccount:
        options.accounts.find((account) => account.index === remembered.accountIndex) ??
        firstAccount,
      chains: options.chains,
      activeChain: options.chains.find((chain) => chain.id === remembered.chainId) ?? firstChain,
      pairing: false,
      proposals: [],
      requests: [],
      sessions: [],
      activity: [],
    }
    this.kitPromise = options.kit
    const slow = setTimeout(() => {
      if (this.state.relay.state === 'connecting')
        this.set({ relay: { state: 'connecting', slow: true } })
    }, this.timeouts.slowRelayMs)
    options.kit.then(
      (kit) => {
        clearTimeout(slow)
        this.attach(kit)
      },
      (error: unknown) => {
        clearTimeout(slow)
        this.set({ relay: { state: 'failed', reason: reason(error) } })
      },
    )
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  readonly getSnapshot = (): WalletState => this.state

  // ---- actions -------------------------------------------------------------------------------

  /** Pairs with the dapp of a `wc:` URI; its proposal arrives as a session_proposal. */
  async pair(text: string): Promise<boolean> {
    const parsed = parseWalletConnectUri(text, this.now())
    if (!parsed.ok) {
      this.notify('error', strings.uriProblems[parsed.problem])
      return false
    }
    this.set({ pairing: true, notice: undefined })
    try {
      const kit = await this.kitPromise
      await withTimeout(kit.pair({ uri: parsed.uri }), this.timeouts.pairMs)
      this.notify('info', strings.paired)
      return true
    } catch (error) {
      this.notify('error', strings.pairFailed(reason(error)))
      return false
    } finally {
      this.set({ pairing: false })
    }
  }

  async approveProposal(id: number): Promise<void> {
    const entry = this.state.proposals.find((proposal) => proposal.id === id)
    if (!entry || entry.busy) return
    const built = buildSessionNamespaces(
      entry.proposal,
      this.state.chains,
      this.state.activeAccount.address,
    )
    if (!built.ok) {
      this.updateProposal(id, { problem: built.problem })
      return
    }
    const kit = this.requireKit()
    this.updateProposal(id, { busy: 'approving' })
    try {
      await withTimeout(
        kit.approveSession({ id, namespaces: built.namespaces }),
        this.timeouts.approveMs,
      )
      this.notify('info', strings.connected(entry.dapp.name))
    } catch (error) {
      this.notify('error', strings.approveFailed(reason(error)))
    } finally {
      this.removeProposal(id)
      this.refreshSessions()
    }
  }

  async rejectProposal(id: number): Promise<void> {
    const entry = this.state.proposals.find((proposal) => proposal.id === id)
    if (!entry || entry.busy) return
    const kit = this.requireKit()
    this.updateProposal(id, { busy: 'rejecting' })
    try {
      const why = entry.problem ? 'UNSUPPORTED_CHAINS' : 'USER_REJECTED'
      await withTimeout(
        kit.rejectSession({ id, reason: getSdkError(why) }),
        this.timeouts.approveMs,
      )
      this.notify('info', strings.connectionRejected(entry.dapp.name))
    } catch (error) {
      this.notify('error', strings.rejectFailed(reason(error)))
    } finally {
      this.removeProposal(id)
    }
  }

  /** Carries out a request the user approved and answers the dapp. */
  async approveRequest(id: number): Promise<void> {
    const entry = this.state.requests.find((request) => request.id === id)
    if (!entry || entry.busy) return
    this.updateRequest(id, { busy: true })
    const outcome = await this.handle(entry.request, this.requestContext(entry.topic))
    await this.respond(entry, outcome)
  }

  /** Answers the dapp with a 4001 user-rejected error. */
  async rejectRequest(id: number): Promise<void> {
    const entry = this.state.requests.find((request) => request.id === id)
    if (!entry || entry.busy) return
    this.updateRequest(id, { busy: true })
    await this.respond(entry, rejectedOutcome())
  }

  async disconnect(topic: string): Promise<void> {
    const session = this.state.sessions.find((entry) => entry.topic === topic)
    const kit = this.requireKit()
    try {
      await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      this.notify('info', strings.disconnected(session?.dapp.name ?? strings.unnamedDapp))
    } catch (error) {
      this.notify('error', strings.disconnectFailed(reason(error)))
    } finally {
      this.dropRequestsOf(topic)
      this.refreshSessions()
    }
  }

  /** Makes another held account active and tells every session (update, then accountsChanged). */
  async selectAccount(index: number): Promise<void> {
    const account = this.state.accounts.find((entry) => entry.index === index)
    if (!account || account === this.state.activeAccount) return
    this.set({ activeAccount: account })
    this.remember()
    const kit = this.kit
    if (!kit) return
    await Promise.all(
      this.sessionStructs().map(async (session) => {
        try {
          const { acknowledged } = await kit.updateSession({
            topic: session.topic,
            namespaces: withAccount(session.namespaces, account.address),
          })
          void acknowledged().catch(() => {})
          const chainIds = sessionChainIds(session.namespaces)
          const chainId = chainIds.includes(this.state.activeChain.id)
            ? this.state.activeChain.id
            : chainIds[0]
          if (chainId === undefined) return
          await kit.emitSessionEvent({
            topic: session.topic,
            event: { name: 'accountsChanged', data: [account.address] },
            chainId: `eip155:${chainId}`,
          })
        } catch (error) {
          this.notify('error', strings.eventFailed('accountsChanged', reason(error)))
        }
      }),
    )
    this.refreshSessions()
  }

  /** Makes another chain active and emits chainChanged to every session that has it. */
  async selectChain(chainId: number): Promise<void> {
    const chain = this.state.chains.find((entry) => entry.id === chainId)
    if (!chain || chain === this.state.activeChain) return
    this.set({ activeChain: chain })
    this.remember()
    await this.emitChainChanged(chain)
  }

  // ---- WalletKit events ----------------------------------------------------------------------

  private attach(kit: WalletKitApi): void {
    this.kit = kit
    kit.on('session_proposal', (event) => this.onProposal(event.params))
    kit.on('session_request', (event) => void this.onRequest(event))
    kit.on('session_delete', (event) => this.onSessionDelete(event.topic))
    kit.on('proposal_expire', (event) => {
      if (this.state.proposals.some((proposal) => proposal.id === event.id)) {
        this.removeProposal(event.id)
        this.notify('info', strings.proposalExpired)
      }
    })
    kit.on('session_request_expire', (event) => {
      if (this.state.requests.some((request) => request.id === event.id)) {
        this.removeRequest(event.id)
        this.notify('info', strings.requestExpired)
      }
    })
    kit.core?.relayer.on('relayer_connect', () => this.setConnected(true))
    kit.core?.relayer.on('relayer_disconnect', () => this.setConnected(false))
    this.set({ relay: { state: 'ready', connected: true } })
    const nowSeconds = this.now() / 1000
    // Typed as a record, returned as an array: Object.values reads both.
    for (const proposal of Object.values(kit.getPendingSessionProposals())) {
      if (proposal.expiryTimestamp === undefined || proposal.expiryTimestamp > nowSeconds) {
        this.onProposal(proposal)
      }
    }
    this.refreshSessions()
    for (const pending of kit.getPendingSessionRequests()) {
      void this.onRequest(pending)
    }
  }

  private onProposal(proposal: ProposalTypes.Struct): void {
    if (this.state.proposals.some((entry) => entry.id === proposal.id)) return
    const check = buildSessionNamespaces(
      proposal,
      this.state.chains,
      this.state.activeAccount.address,
    )
    const entry: ProposalEntry = {
      id: proposal.id,
      proposal,
      dapp: dappInfo(proposal.proposer.metadata),
      requested: requestedNamespaces(proposal),
      ...(check.ok ? {} : { problem: check.problem }),
    }
    this.update((state) => ({ proposals: [...state.proposals, entry] }))
  }

  private async onRequest(event: WalletKitTypes.SessionRequest): Promise<void> {
    if (this.state.requests.some((entry) => entry.id === event.id)) return
    const request: WalletRequest = {
      method: event.params.request.method,
      params: event.params.request.params,
      chainId: event.params.chainId,
    }
    const session = this.kit?.getActiveSessions()[event.topic]
    const entry: RequestEntry = {
      id: event.id,
      topic: event.topic,
      request,
      dapp: dappInfo(session?.peer.metadata),
      description: describeRequest(request, this.state.chains),
      busy: false,
    }
    if (needsConfirmation(request.method)) {
      this.update((state) => ({ requests: [...state.requests, entry] }))
      return
    }
    const outcome = await this.handle(request, this.requestContext(event.topic))
    await this.respond(entry, outcome, { quiet: true })
  }

  private onSessionDelete(topic: string): void {
    const session = this.state.sessions.find((entry) => entry.topic === topic)
    this.dropRequestsOf(topic)
    this.refreshSessions()
    if (session) this.notify('info', strings.disconnected(session.dapp.name))
  }

  // ---- helpers -------------------------------------------------------------------------------

  private requestContext(topic: string) {
    return {
      accounts: this.state.accounts,
      activeAccount: this.state.activeAccount,
      chains: this.state.chains,
      switchChain: (chain: WalletChain) => this.switchSessionChain(topic, chain),
    }
  }

  /** wallet_switchEthereumChain: adds the chain to the session if needed, then switches. */
  private async switchSessionChain(topic: string, chain: WalletChain): Promise<void> {
    const kit = this.requireKit()
    const session = kit.getActiveSessions()[topic]
    if (session && !sessionChainIds(session.namespaces).includes(chain.id)) {
      // The session's own account on the new chain too, whichever account is active now.
      const address = sessionAddress(session.namespaces) ?? this.state.activeAccount.address
      const { acknowledged } = await kit.updateSession({
        topic,
        namespaces: withChain(session.namespaces, chain, address),
      })
      await withTimeout(acknowledged(), this.timeouts.approveMs)
    }
    this.set({ activeChain: chain })
    this.remember()
    this.pushActivity(strings.switchedChain(chain.name))
    await this.emitChainChanged(chain)
    this.refreshSessions()
  }

  private async emitChainChanged(chain: WalletChain): Promise<void> {
    const kit = this.kit
    if (!kit) return
    const sessions = this.sessionStructs().filter((session) =>
      sessionChainIds(session.namespaces).includes(chain.id),
    )
    await Promise.all(
      sessions.map((session) =>
        kit
          .emitSessionEvent({
            topic: session.topic,
            event: { name: 'chainChanged', data: chain.id },
            chainId: chain.caipId,
          })
          .catch((error: unknown) => {
            this.notify('error', strings.eventFailed('chainChanged', reason(error)))
          }),
      ),
    )
  }

  private async respond(
    entry: RequestEntry,
    outcome: RequestOutcome,
    options: { quiet?: boolean } = {},
  ): Promise<void> {
    const kit = this.requireKit()
    const response = outcome.ok
      ? { id: entry.id, jsonrpc: '2.0', result: outcome.result }
      : { id: entry.id, jsonrpc: '2.0', error: outcome.error }
    try {
      await kit.respondSessionRequest({ topic: entry.topic, response })
      if (options.quiet) return
      const method = entry.request.method
      if (outcome.ok) {
        this.notify('info', strings.requestDone(methodName(method), entry.dapp.name))
        this.recordResult(method, outcome.result)
      } else if (outcome.error.code === USER_REJECTED) {
        this.notify('info', strings.requestRejected(method, entry.dapp.name))
      } else {
        this.notify('error', strings.requestFailed(method, outcome.error.message))
      }
    } catch (error) {
      this.notify('error', strings.respondFailed(reason(error)))
    } finally {
      this.removeRequest(entry.id)
    }
  }

  private recordResult(method: string, result: unknown): void {
    if (typeof result !== 'string') return
    if (method === 'eth_sendTransaction') this.pushActivity(strings.sentTransaction(result))
    else if (method === 'personal_sign' || method === 'eth_signTypedData_v4') {
      this.pushActivity(strings.signature(result))
    }
  }

  private refreshSessions(): void {
    this.set({
      sessions: this.sessionStructs().map((session) => ({
        topic: session.topic,
        dapp: dappInfo(session.peer.metadata),
        chainIds: sessionChainIds(session.namespaces),
        accounts: [
          ...new Set(
            (session.namespaces.eip155?.accounts ?? []).map(
              (account) => account.split(':')[2] ?? '',
            ),
          ),
        ],
      })),
    })
  }

  private sessionStructs(): SessionTypes.Struct[] {
    return this.kit ? Object.values(this.kit.getActiveSessions()) : []
  }

  private requireKit(): WalletKitApi {
    if (!this.kit) throw new Error('The wallet is not connected to the relay yet')
    return this.kit
  }

  private remember(): void {
    savePreferences(this.preferences, {
      accountIndex: this.state.activeAccount.index,
      chainId: this.state.activeChain.id,
    })
  }

  private setConnected(connected: boolean): void {
    if (this.state.relay.state === 'ready') this.set({ relay: { state: 'ready', connected } })
  }

  private updateProposal(id: number, patch: Partial<ProposalEntry>): void {
    this.update((state) => ({
      proposals: state.proposals.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)),
    }))
  }

  private removeProposal(id: number): void {
    this.update((state) => ({ proposals: state.proposals.filter((entry) => entry.id !== id) }))
  }

  private updateRequest(id: number, patch: Partial<RequestEntry>): void {
    this.update((state) => ({
      requests: state.requests.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)),
    }))
  }

  private removeRequest(id: number): void {
    this.update((state) => ({ requests: state.requests.filter((entry) => entry.id !== id) }))
  }

  private dropRequestsOf(topic: string): void {
    this.update((state) => ({ requests: state.requests.filter((entry) => entry.topic !== topic) }))
  }

  private notify(tone: Notice['tone'], text: string): void {
    this.set({ notice: { tone, text } })
  }

  private pushActivity(text: string): void {
    this.activityId += 1
    const entry = { id: this.activityId, text }
    this.update((state) => ({ activity: [entry, ...state.activity].slice(0, ACTIVITY_LIMIT) }))
  }

  private update(change: (state: WalletState) => Partial<WalletState>): void {
    this.set(change(this.state))
  }

  private set(patch: Partial<WalletState>): void {
    this.state = { ...this.state, ...patch }
    for (const listener of this.listeners) listener()
  }
}

function dappInfo(
  metadata: { name?: string; url?: string; icons?: string[] } | undefined,
): DappInfo {
  const icon = metadata?.icons?.find((url) => /^(https?:|data:image\/)/.test(url))
  return {
    name: metadata?.name?.trim() || strings.unnamedDapp,
    url: metadata?.url ?? '',
    ...(icon ? { icon } : {}),
  }
}

function reason(error: unknown): string {
  if (error instanceof TimeoutError) return strings.timedOut(error.ms / 1000)
  if (error instanceof Error) return error.message
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return String((error as { message: unknown }).message)
  }
  return String(error)
}
