import { useSyncExternalStore } from 'react'
import type { WalletState, WalletStore } from '../wallet/walletStore'

/** The store's current snapshot; re-renders on every change. */
export function useWalletState(store: WalletStore): WalletState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot)
}
