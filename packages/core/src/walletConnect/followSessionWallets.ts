import type UniversalProvider from '@walletconnect/universal-provider'
import { cachedSessionStandardWallets, providerSessionRequest } from './sessionStandardWallets'
import type { SessionWallets } from './sessionWallets'

type ProviderLike = Pick<UniversalProvider, 'session' | 'client' | 'on' | 'removeListener'>

/**
 * Offers the session of `provider` (its Solana and Bitcoin accounts, as Wallet Standard wallets)
 * to `sessionWallets`: a restored session's at once, then on each `session_update` and each
 * `offer` (the connector's connects and disconnect). The same wallets while the session's topic
 * and accounts stay the same (cachedSessionStandardWallets). `stop` removes its listener.
 */
export function followSessionWallets(
  provider: ProviderLike,
  sessionWallets: SessionWallets | undefined,
): { offer(session: UniversalProvider['session']): void; stop(): void } {
  const walletsOf = cachedSessionStandardWallets(
    providerSessionRequest(provider as UniversalProvider),
  )
  const offer = (session: UniversalProvider['session']) => sessionWallets?.set(walletsOf(session))
  const onSessionUpdate = () => offer(provider.session)
  offer(provider.session)
  provider.on('session_update', onSessionUpdate)
  return { offer, stop: () => void provider.removeListener('session_update', onSessionUpdate) }
}
