import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { isBitcoinChain } from './bitcoinChains'

/** The Wallet Standard feature Bitcoin wallets connect with (`{purposes}` → accounts). */
export const BITCOIN_CONNECT = 'bitcoin:connect'

/** A Wallet Standard wallet Foyer can use for Bitcoin: a `bitcoin:*` chain and `bitcoin:connect`. */
export function isBitcoinWallet(wallet: Wallet): boolean {
  return wallet.chains.some(isBitcoinChain) && BITCOIN_CONNECT in wallet.features
}

/**
 * The Bitcoin wallets registered with the Wallet Standard (Xverse, Leather, …), now and as they
 * register, unregister or change their chains and features. Gives the function that stops.
 */
export function watchBitcoinWallets(
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
    onChange(all.filter(isBitcoinWallet))
  }
  const stops = [registry.on('register', emit), registry.on('unregister', emit)]
  emit()
  return () => {
    for (const stop of [...stops, ...changes.values()]) stop()
  }
}
