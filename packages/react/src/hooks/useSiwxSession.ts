import type { SiwxState } from '@foyer/core'
import { useFoyer, useStore } from './useFoyer'

/**
 * The SIWX session of the connected account (the `siwx` option): `status` and, when signed
 * in, `session` ({address, chainId, domain, uri, issuedAt, expiresAt}); `signIn` opens the
 * sign-in view, `signOut` ends the session (with `required: true` it also disconnects the
 * wallet: a required sign-in allows no connection without one). Before a wallet connects,
 * `status` is `idle`.
 */
export function useSiwxSession(): SiwxState & { signIn(): void; signOut(): Promise<void> } {
  const { siwx, logger } = useFoyer()
  const state = useStore(siwx.state)
  return {
    ...state,
    signIn: () => void siwx.load().then((flow) => flow.prompt(), logger.error),
    signOut: async () => (await siwx.load()).signOut(),
  }
}
