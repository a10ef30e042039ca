import type { Wallet } from '@wallet-standard/base'
import type UniversalProvider from '@walletconnect/universal-provider'
import { sessionBitcoinWallet } from './sessionBitcoinWallet'
import {
  type SessionNamespacesLike,
  sessionNamespaceAccounts,
  sessionNamespaceMethods,
} from './sessionNamespaceAccounts'
import type { SessionRequest } from './sessionRequest'
import { sessionSolanaWallet } from './sessionSolanaWallet'

/** The Wallet Standard wallets of a session: its Solana and its Bitcoin accounts, where it has any. */
export function sessionStandardWallets(
  session: SessionNamespacesLike | undefined,
  request: SessionRequest,
): Wallet[] {
  if (!session) return []
  return [
    sessionSolanaWallet(
      sessionNamespaceAccounts(session, 'solana'),
      request,
      sessionNamespaceMethods(session, 'solana'),
    ),
    sessionBitcoinWallet(sessionNamespaceAccounts(session, 'bip122'), request),
  ].filter((wallet): wallet is Wallet => wallet !== undefined)
}

type SessionLike = SessionNamespacesLike & { topic?: string }

/**
 * `sessionStandardWallets` that keeps its Wallet objects while the session (its topic) and a
 * namespace's accounts stay the same: wagmi's reconnect and each `session_update` offer the
 * session again, and a new object would read as the old wallet gone (the adapters end its
 * connection). Changed accounts, or another session, give a new wallet.
 */
export function cachedSessionStandardWallets(
  request: SessionRequest,
): (session: SessionLike | undefined) => Wallet[] {
  const cache = new Map<string, { key: string; wallet: Wallet | undefined }>()
  const build = {
    solana: sessionSolanaWallet,
    bip122: sessionBitcoinWallet,
  } as const
  return (session) => {
    if (!session) {
      cache.clear()
      return []
    }
    return (['solana', 'bip122'] as const)
      .map((namespace) => {
        const accounts = sessionNamespaceAccounts(session, namespace)
        const methods = sessionNamespaceMethods(session, namespace)
        const key = JSON.stringify([
          session.topic ?? '',
          accounts.map((account) => `${account.chainId}:${account.address}`).sort(),
          [...methods].sort(),
        ])
        const kept = cache.get(namespace)
        if (kept?.key === key) return kept.wallet
        const wallet = build[namespace](accounts, request, methods)
        cache.set(namespace, { key, wallet })
        return wallet
      })
      .filter((wallet): wallet is Wallet => wallet !== undefined)
  }
}

/** Requests to the wallet of `provider`'s session (none: an error saying so). */
export function providerSessionRequest(provider: UniversalProvider): SessionRequest {
  return (chainId, method, params) => {
    const session = provider.session
    if (!session) return Promise.reject(new Error('The WalletConnect session has ended'))
    return provider.client.request({ topic: session.topic, chainId, request: { method, params } })
  }
}
