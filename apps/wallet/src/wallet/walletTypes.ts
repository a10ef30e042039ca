import type { IWalletKit } from '@reown/walletkit'
import type { ProposalTypes } from '@walletconnect/types'
import type { WalletAccount } from '../accounts/testAccounts'
import type { WalletChain } from '../config/readConfig'
import type { RequestDescription } from '../requests/describeRequest'
import type { WalletRequest } from '../requests/handleRequest'
import type { OtherNamespaces } from '../requests/otherNamespaceRequest'
import type { NamespaceProblem, RequestedNamespaces } from './sessionNamespaces'

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
  /** The Solana and Bitcoin accounts beside the EVM ones, where the wallet has them. */
  others?: OtherNamespaces
  pairing: boolean
  proposals: readonly ProposalEntry[]
  requests: readonly RequestEntry[]
  sessions: readonly SessionEntry[]
  notice?: Notice
  /** What the wallet did, latest first (signatures, transaction hashes, switches). */
  activity: readonly { id: number; text: string }[]
}
