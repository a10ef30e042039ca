import type { SessionTypes } from '@walletconnect/types'
import type { handleRequest } from '../requests/handleRequest'
import { type PreferenceStorage, savePreferences } from './preferences'
import type { Notice, ProposalEntry, RequestEntry, WalletKitApi, WalletState } from './walletTypes'

const ACTIVITY_LIMIT = 20

export interface StoreSettings {
  kitPromise: Promise<WalletKitApi>
  timeouts: { pairMs: number; approveMs: number; slowRelayMs: number }
  now: () => number
  handle: typeof handleRequest
  preferences: PreferenceStorage | undefined
}

/**
 * The store's state, its listeners, the WalletKit once attached, and the small state changes
 * every action is made of. The actions (proposals, requests, sessions) work on it.
 */
export class StoreCore {
  state: WalletState
  kit: WalletKitApi | undefined
  readonly kitPromise: Promise<WalletKitApi>
  readonly timeouts: StoreSettings['timeouts']
  readonly now: () => number
  readonly handle: typeof handleRequest
  private readonly preferences: PreferenceStorage | undefined
  private readonly listeners = new Set<() => void>()
  private activityId = 0

  constructor(initial: WalletState, settings: StoreSettings) {
    this.state = initial
    this.kitPromise = settings.kitPromise
    this.timeouts = settings.timeouts
    this.now = settings.now
    this.handle = settings.handle
    this.preferences = settings.preferences
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  sessionStructs(): SessionTypes.Struct[] {
    return this.kit ? Object.values(this.kit.getActiveSessions()) : []
  }

  requireKit(): WalletKitApi {
    if (!this.kit) throw new Error('The wallet is not connected to the relay yet')
    return this.kit
  }

  /** Saves the active account and chain for the next visit. */
  remember(): void {
    savePreferences(this.preferences, {
      accountIndex: this.state.activeAccount.index,
      chainId: this.state.activeChain.id,
    })
  }

  setConnected(connected: boolean): void {
    if (this.state.relay.state === 'ready') this.set({ relay: { state: 'ready', connected } })
  }

  updateProposal(id: number, patch: Partial<ProposalEntry>): void {
    this.update((state) => ({
      proposals: state.proposals.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)),
    }))
  }

  removeProposal(id: number): void {
    this.update((state) => ({ proposals: state.proposals.filter((entry) => entry.id !== id) }))
  }

  updateRequest(id: number, patch: Partial<RequestEntry>): void {
    this.update((state) => ({
      requests: state.requests.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)),
    }))
  }

  removeRequest(id: number): void {
    this.update((state) => ({ requests: state.requests.filter((entry) => entry.id !== id) }))
  }

  dropRequestsOf(topic: string): void {
    this.update((state) => ({ requests: state.requests.filter((entry) => entry.topic !== topic) }))
  }

  notify(tone: Notice['tone'], text: string): void {
    this.set({ notice: { tone, text } })
  }

  pushActivity(text: string): void {
    this.activityId += 1
    const entry = { id: this.activityId, text }
    this.update((state) => ({ activity: [entry, ...state.activity].slice(0, ACTIVITY_LIMIT) }))
  }

  update(change: (state: WalletState) => Partial<WalletState>): void {
    this.set(change(this.state))
  }

  set(patch: Partial<WalletState>): void {
    this.state = { ...this.state, ...patch }
    for (const listener of this.listeners) listener()
  }
}
