import type { Wallet } from '@wallet-standard/base'
import type UniversalProvider from '@walletconnect/universal-provider'
import { sessionBitcoinWallet } from './sessionBitcoinWallet'
import { type SessionNamespacesLike, sessionNamespaceAccounts } from './sessionNamespaceAccounts'
import type { SessionRequest } from './sessionRequest'
import { sessionSolanaWallet } from './sessionSolanaWallet'

/** The Wallet Standard wallets of a session: its Solana and its Bitcoin accounts, where it has any. */
export function sessionStandardWallets(
  session: SessionNamespacesLike | undefined,
  request: SessionRequest,
): Wallet[] {
  if (!session) return []
  return [
    sessionSolanaWallet(sessionNamespaceAccounts(session, 'solana'), request),
    sessionBitcoinWallet(sessionNamespaceAccounts(session, 'bip122'), request),
  ].filter((wallet): wallet is Wallet => wallet !== undefined)
}

/** Requests to the wallet of `provider`'s session (none: an error saying so). */
export function providerSessionRequest(provider: UniversalProvider): SessionRequest {
  return (chainId, method, params) => {
    const session = provider.session
    if (!session) return Promise.reject(new Error('The WalletConnect session has ended'))
    return provider.client.request({ topic: session.topic, chainId, request: { method, params } })
  }
}
