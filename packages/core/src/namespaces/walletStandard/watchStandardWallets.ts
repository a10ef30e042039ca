import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/**
 * The wallets registered with the Wallet Standard that `filter` keeps (a namespace's: Solana's
 * `isSolanaWallet`, Bitcoin's `isBitcoinWallet`), now and as they register, unregister or change
 * their chains and features (`standard:events`). Gives the function that stops.
 */
export function watchStandardWallets(
  registry: Wallets,
  filter: (wallet: Wallet) => boolean,
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
    onChange(all.filter(filter))
  }
  const stops = [registry.on('register', emit), registry.on('unregister', emit)]
  emit()
  return () => {
    for (const stop of [...stops, ...changes.values()]) stop()
  }
}
