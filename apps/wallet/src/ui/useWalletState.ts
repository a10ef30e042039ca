import { useSyncExternalStore } from 'react'
import type { WalletStore } from '../wallet/walletStore'
import type { WalletState } from '../wallet/walletTypes'

/** The store's current snapshot; re-renders on every change. */
export function useWalletState(store: WalletStore): WalletState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot)
}
