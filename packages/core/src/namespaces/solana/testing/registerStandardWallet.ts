import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/** Registers `wallet` with the page's Wallet Standard registry, as a wallet's script does; gives the unregister. */
export function registerStandardWallet(wallet: Wallet): () => void {
  return getWallets().register(wallet)
}
