import type { Wallet } from '@wallet-standard/base'
import { isBitcoinChain } from './bitcoinChains'

/** The Wallet Standard feature Bitcoin wallets connect with (`{purposes}` → accounts). */
export const BITCOIN_CONNECT = 'bitcoin:connect'

/**
 * A Wallet Standard wallet Foyer can use for Bitcoin (Xverse, Leather, …): a `bitcoin:*` chain
 * and `bitcoin:connect`.
 */
export function isBitcoinWallet(wallet: Wallet): boolean {
  return wallet.chains.some(isBitcoinChain) && BITCOIN_CONNECT in wallet.features
}
