import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import type { Address } from 'viem'
import type { WalletChain } from '../config/readConfig'
import {
  BIP122_METHODS,
  type OtherNamespaces,
  SOLANA_METHODS,
} from '../requests/otherNamespaceRequest'

/** What this wallet can do on each eip155 chain it holds. */
export const SUPPORTED_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
] as const
export const SUPPORTED_EVENTS = ['chainChanged', 'accountsChanged'] as const
export const SOLANA_EVENTS = ['accountsChanged', 'chainChanged'] as const
export const BIP122_EVENTS = ['bip122_addressesChanged'] as const

/** Why a proposal cannot be approved as it stands (each has a message in strings). */
export type NamespaceProblem =
  | { kind: 'unsupportedNamespaces'; items: string[] }
  | { kind: 'unsupportedChains'; items: string[] }
  | { kind: 'unsupportedMethods'; items: string[] }
  | { kind: 'noCommonChain' }
  | { kind: 'sdkRefused'; detail: string }

export type NamespacesResult =
  | { ok: true; namespaces: SessionTypes.Namespaces }
  | { ok: false; problem: NamespaceProblem }

/** What a proposal asks for, merged across its namespace keys (`eip155` and `eip155:1` alike). */
export interface RequestedNamespaces {
  required: { chains: string[]; methods: string[]; events: string[]; namespaces: string[] }
  optional: { chains: string[]; methods: string[]; events: string[]; namespaces: string[] }
}

export function requestedNamespaces(
  proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>,
): RequestedNamespaces {
  return {
    required: mergeNamespaces(proposal.requiredNamespaces),
    optional: mergeNamespaces(proposal.optionalNamespaces ?? {}),
  }
}

/**
 * The namespaces to approve a proposal with: every chain of ours it asks for (required or
 * optional), the methods and events of ours it asks for, and the active account on each chain;
 * `solana` and `bip122` with the wallet's Solana and Bitcoin accounts where it asks for them.
 * A proposal that requires something this wallet lacks gets a problem instead.
 */
export function buildSessionNamespaces(
  proposal: ProposalTypes.Struct,
  chains: readonly WalletChain[],
  address: Address,
  others: OtherNamespaces = {},
): NamespacesResult {
  const requested = requestedNamespaces(proposal)
  const others_ = otherSupported(others)
  const ours = new Set<string>([
    ...chains.map((chain) => chain.caipId),
    ...Object.values(others_).flatMap((namespace) => namespace.chains),
  ])
  const foreignNamespaces = requested.required.namespaces.filter(
    (name) => name !== 'eip155' && !(name in others_),
  )
  if (foreignNamespaces.length > 0) {
    return { ok: false, problem: { kind: 'unsupportedNamespaces', items: foreignNamespaces } }
  }
  const missingChains = requested.required.chains.filter((chain) => !ours.has(chain))
  if (missingChains.length > 0) {
    return { ok: false, problem: { kind: 'unsupportedChains', items: missingChains } }
  }
  const known = new Set<string>([
    ...SUPPORTED_METHODS,
    ...SUPPORTED_EVENTS,
    ...Object.values(others_).flatMap((namespace) => [...namespace.methods, ...namespace.events]),
  ])
  const missingMethods = [...requested.required.methods, ...requested.required.events].filter(
    (item) => !known.has(item),
  )
  if (missingMethods.length > 0) {
    return { ok: false, problem: { kind: 'unsupportedMethods', items: missingMethods } }
  }
  let namespaces: SessionTypes.Namespaces
  try {
    namespaces = buildApprovedNamespaces({
      proposal,
      supportedNamespaces: {
        eip155: {
          chains: chains.map((chain) => chain.caipId),
          methods: [...SUPPORTED_METHODS],
          events: [...SUPPORTED_EVENTS],
          accounts: chains.map((chain) => `${chain.caipId}:${address}`),
        },
        ...others_,
      },
    })
  } catch (error) {
    return { ok: false, problem: { kind: 'sdkRefused', detail: (error as Error).message } }
  }
  if (!namespaces.eip155 || namespaces.eip155.chains?.length === 0) {
    return { ok: false, problem: { kind: 'noCommonChain' } }
  }
  return { ok: true, namespaces }
}

/** The wallet's Solana and Bitcoin namespaces, as buildApprovedNamespaces takes them. */
function otherSupported(others: OtherNamespaces) {
  const supported: Record<
    string,
    { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
  > = {}
  const { solana, bitcoin } = others
  if (solana && solana.chains.length > 0) {
    supported.solana = {
      chains: solana.chains.map((chain) => chain.caipId),
      methods: [...SOLANA_METHODS],
      events: [...SOLANA_EVENTS],
      accounts: solana.chains.map((chain) => `${chain.caipId}:${solana.key.address}`),
    }
  }
  if (bitcoin) {
    supported.bip122 = {
      chains: [bitcoin.key.chainId],
      methods: [...BIP122_METHODS],
      events: [...BIP122_EVENTS],
      accounts: [`${bitcoin.key.chainId}:${bitcoin.key.address}`],
    }
  }
  return supported
}

/** The namespaces with every eip155 account replaced by `address` on the same chain. */
export function withAccount(
  namespaces: SessionTypes.Namespaces,
  address: Address,
): SessionTypes.Namespaces {
  return Object.fromEntries(
    Object.entries(namespaces).map(([key, namespace]) => [
      key,
      !key.startsWith('eip155')
        ? namespace
        : {
            ...namespace,
            accounts: unique(
              namespace.accounts.map((account) => `${chainOfAccount(account)}:${address}`),
            ),
          },
    ]),
  )
}

/** The namespaces with `chain` added to eip155 (with the account), if it is not there yet. */
export function withChain(
  namespaces: SessionTypes.Namespaces,
  chain: WalletChain,
  address: Address,
): SessionTypes.Namespaces {
  const eip155 = namespaces.eip155
  if (!eip155) return namespaces
  return {
    ...namespaces,
    eip155: {
      ...eip155,
      chains: unique([...(eip155.chains ?? []), chain.caipId]),
      accounts: unique([...eip155.accounts, `${chain.caipId}:${address}`]),
    },
  }
}

/** The eip155 chain ids of a session's namespaces (from its chains or its accounts). */
export function sessionChainIds(namespaces: SessionTypes.Namespaces): number[] {
  const eip155 = namespaces.eip155
  if (!eip155) return []
  const chains = eip155.chains ?? eip155.accounts.map(chainOfAccount)
  return unique(chains).map((caipId) => Number(caipId.split(':')[1]))
}

/** The address of a session's first eip155 account, if it has one. */
export function sessionAddress(namespaces: SessionTypes.Namespaces): Address | undefined {
  const [account] = namespaces.eip155?.accounts ?? []
  return account?.split(':')[2] as Address | undefined
}

/** `eip155:1:0xabc…` → `eip155:1`. */
export function chainOfAccount(account: string): string {
  return account.split(':').slice(0, 2).join(':')
}

function mergeNamespaces(namespaces: ProposalTypes.RequiredNamespaces) {
  const chains: string[] = []
  const methods: string[] = []
  const events: string[] = []
  const names: string[] = []
  for (const [key, namespace] of Object.entries(namespaces)) {
    names.push(key.split(':')[0] ?? key)
    chains.push(...(key.includes(':') ? [key] : (namespace.chains ?? [])))
    methods.push(...(namespace.methods ?? []))
    events.push(...(namespace.events ?? []))
  }
  return {
    chains: unique(chains),
    methods: unique(methods),
    events: unique(events),
    namespaces: unique(names),
  }
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)]
}
