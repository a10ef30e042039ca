import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { StandardConnect } from '@wallet-standard/features'
import { isSolanaChain } from './solanaChains'

/** A Wallet Standard wallet Foyer can use for Solana: a Solana chain and `standard:connect`. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return wallet.chains.some(isSolanaChain) && StandardConnect in wallet.features
}

/**
 * The Solana wallets registered with the Wallet Standard (Phantom, Solflare, Backpack, …), now
 * and as they register, unregister or change their chains and features. Gives the function that
 * stops.
 */
export function watchSolanaWallets(
  registry: Wallets,
  onChange: (wallets: readonly Wallet[]) => void,
): () => void {
  const changes = new Map<Wallet, () => void>()
  function emit() {
    const all = registry.get()
    for (const wallet of all) {
      if (changes.has(wallet)) continue
      const events = wallet.features['standard:events'] as
        | { on(event: 'change', listener: () => void): () => void }
        | undefined
      changes.set(wallet, events?.on('change', emit) ?? (() => {}))
    }
    onChange(all.filter(isSolanaWallet))
  }
  const stops = [registry.on('register', emit), registry.on('unregister', emit)]
  emit()
  return () => {
    for (const stop of [...stops, ...changes.values()]) stop()
  }
}
