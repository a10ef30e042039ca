import type { WalletAccount } from '../accounts/testAccounts'
import type { WalletChain } from '../config/readConfig'
import { handleRequest } from '../requests/handleRequest'
import type { OtherNamespaces } from '../requests/otherNamespaceRequest'
import { strings } from '../strings'
import { parseWalletConnectUri } from '../uri/parseWalletConnectUri'
import { reason } from './errorReason'
import { attachKit } from './kitEvents'
import { loadPreferences, type PreferenceStorage } from './preferences'
import { approveProposal, rejectProposal } from './proposalActions'
import { approveRequest, rejectRequest } from './requestActions'
import { disconnect, selectAccount, selectChain } from './sessionActions'
import { StoreCore } from './storeCore'
import type { WalletKitApi, WalletState } from './walletTypes'
import { withTimeout } from './withTimeout'

export interface WalletStoreOptions {
  kit: Promise<WalletKitApi>
  relayUrl: string
  accounts: readonly WalletAccount[]
  chains: readonly WalletChain[]
  /** The Solana and Bitcoin accounts beside the EVM ones. */
  others?: OtherNamespaces
  /** How long pairing and approving may take before the user hears of it. */
  timeouts?: { pairMs?: number; approveMs?: number; slowRelayMs?: number }
  now?: () => number
  /** Carries out approved requests; tests may replace it. */
  handle?: typeof handleRequest
  /** Where the active account and chain are remembered (the page passes localStorage). */
  preferences?: PreferenceStorage
}

/**
 * The wallet's state and every action on it, apart from any view: WalletKit events come in,
 * the views read snapshots (useSyncExternalStore) and call the actions.
 */
export class WalletStore {
  private readonly core: StoreCore

  constructor(options: WalletStoreOptions) {
    const [firstAccount] = options.accounts
    const [firstChain] = options.chains
    if (!firstAccount || !firstChain) throw new Error('The wallet needs an account and a chain')
    const timeouts = { pairMs: 15_000, approveMs: 30_000, slowRelayMs: 10_000, ...options.timeouts }
    const remembered = loadPreferences(options.preferences)
    const core = new StoreCore(
      {
        relayUrl: options.relayUrl,
        relay: { state: 'connecting', slow: false },
        accounts: options.accounts,
        activeAccount:
          options.accounts.find((account) => account.index === remembered.accountIndex) ??
          firstAccount,
        chains: options.chains,
        activeChain: options.chains.find((chain) => chain.id === remembered.chainId) ?? firstChain,
        ...(options.others ? { others: options.others } : {}),
        pairing: false,
        proposals: [],
        requests: [],
        sessions: [],
        activity: [],
      },
      {
        kitPromise: options.kit,
        timeouts,
        now: options.now ?? Date.now,
        handle: options.handle ?? handleRequest,
        preferences: options.preferences,
      },
    )
    this.core = core
    const slow = setTimeout(() => {
      if (core.state.relay.state === 'connecting')
        core.set({ relay: { state: 'connecting', slow: true } })
    }, timeouts.slowRelayMs)
    options.kit.then(
      (kit) => {
        clearTimeout(slow)
        attachKit(core, kit)
      },
      (error: unknown) => {
        clearTimeout(slow)
        core.set({ relay: { state: 'failed', reason: reason(error) } })
      },
    )
  }

  readonly subscribe = (listener: () => void): (() => void) => this.core.subscribe(listener)

  readonly getSnapshot = (): WalletState => this.core.state

  /** Pairs with the dapp of a `wc:` URI; its proposal arrives as a session_proposal. */
  async pair(text: string): Promise<boolean> {
    const core = this.core
    const parsed = parseWalletConnectUri(text, core.now())
    if (!parsed.ok) {
      core.notify('error', strings.uriProblems[parsed.problem])
      return false
    }
    core.set({ pairing: true, notice: undefined })
    try {
      const kit = await core.kitPromise
      await withTimeout(kit.pair({ uri: parsed.uri }), core.timeouts.pairMs)
      core.notify('info', strings.paired)
      return true
    } catch (error) {
      core.notify('error', strings.pairFailed(reason(error)))
      return false
    } finally {
      core.set({ pairing: false })
    }
  }

  approveProposal(id: number): Promise<void> {
    return approveProposal(this.core, id)
  }

  rejectProposal(id: number): Promise<void> {
    return rejectProposal(this.core, id)
  }

  /** Carries out a request the user approved and answers the dapp. */
  approveRequest(id: number): Promise<void> {
    return approveRequest(this.core, id)
  }

  /** Answers the dapp with a 4001 user-rejected error. */
  rejectRequest(id: number): Promise<void> {
    return rejectRequest(this.core, id)
  }

  disconnect(topic: string): Promise<void> {
    return disconnect(this.core, topic)
  }

  /** Makes another held account active and tells every session (update, then accountsChanged). */
  selectAccount(index: number): Promise<void> {
    return selectAccount(this.core, index)
  }

  /** Makes another chain active and emits chainChanged to every session that has it. */
  selectChain(chainId: number): Promise<void> {
    return selectChain(this.core, chainId)
  }
}
