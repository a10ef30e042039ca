import type { ProfileWallet } from '@foyer/core'
import { useFoyer, useStore } from './useFoyer'

/**
 * The wallets connected to the page (profile wallets, docs/product.md#profile-wallets), in the
 * order they connected: the list, the active one (the account's), whether several may stay
 * connected (the `multiWallet` feature), and the actions on one of them.
 */
export function useFoyerWallets() {
  const foyer = useFoyer()
  const { items } = useStore(foyer.profileWallets)
  const { multiWallet } = useStore(foyer.features)
  return {
    wallets: items,
    activeWallet: items.find((wallet) => wallet.active) as ProfileWallet | undefined,
    multiWallet,
    /** Makes wallet `id` the active one: the account and network become its. */
    switchWallet: (id: string) => foyer.switchWallet(id),
    /** Ends wallet `id` alone; the next one becomes active (none left: disconnected). */
    disconnectWallet: (id: string) => foyer.disconnectWallet(id),
  }
}
