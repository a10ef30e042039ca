import { INITIAL_WALLETS_STATE, type WalletsState } from '@foyer/core/internal'
import { useFoyer, useStore } from './useFoyer'

const noServer = { get: (): WalletsState => INITIAL_WALLETS_STATE, subscribe: () => () => {} }

/** The directory's wallet lists (empty lists when the kit has no server). */
export function useWallets() {
  const foyer = useFoyer()
  return { store: foyer.wallets, state: useStore(foyer.wallets ?? noServer) }
}
