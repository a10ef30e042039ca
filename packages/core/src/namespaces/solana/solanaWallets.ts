import type { Wallet } from '@wallet-standard/base'
import { StandardConnect } from '@wallet-standard/features'
import { isSolanaChain } from './solanaChains'

/**
 * A Wallet Standard wallet Foyer can use for Solana (Phantom, Solflare, Backpack, …): a Solana
 * chain and `standard:connect`.
 */
export function isSolanaWallet(wallet: Wallet): boolean {
  return wallet.chains.some(isSolanaChain) && StandardConnect in wallet.features
}
