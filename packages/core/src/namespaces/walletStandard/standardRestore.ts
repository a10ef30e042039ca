import type { Wallet } from '@wallet-standard/base'
import type { StandardConnection, StandardConnectionMemory } from './standardConnectionMemory'

type Deps<Found> = {
  /** Where the adapter remembers its connection; none: nothing to restore. */
  memory: StandardConnectionMemory | undefined
  /** The adapter's wallets registered now. */
  wallets(): readonly Wallet[]
  /** Whether the adapter holds a connection or is making one: nothing to restore then. */
  busy(): boolean
  /**
   * Asks `wallet`, without a prompt, for the accounts it already authorizes the page to use: what
   * the adapter shows, or none when the wallet no longer trusts the page.
   */
  ask(wallet: Wallet, remembered: StandardConnection): Promise<Found | undefined>
  /** Shows the restored connection (and remembers it again). */
  adopt(wallet: Wallet, found: Found): void
}

/**
 * The restore of a Wallet Standard adapter (solana, bip122) after a reload: the remembered
 * wallet, once registered (it may register after the page's script), is asked silently (`ask`)
 * and its connection shown; a wallet that gives nothing or fails is not restored and the memory
 * is forgotten. One silent ask at a time: a second `restore` (React runs effects twice) waits for
 * the first. A connection the visitor made meanwhile stands. `registered` is the adapter's
 * wallets watcher's: the wallets now registered.
 */
export function standardRestore<Found>(deps: Deps<Found>) {
  /** Waiting for the remembered wallet to register. */
  let pending: ((wallets: readonly Wallet[]) => void) | undefined
  /** The silent ask under way. */
  let restoring: Promise<void> | undefined

  function restoreWith(wallet: Wallet, remembered: StandardConnection): Promise<void> {
    restoring ??= attempt(wallet, remembered).finally(() => {
      restoring = undefined
    })
    return restoring
  }

  async function attempt(wallet: Wallet, remembered: StandardConnection) {
    if (deps.busy()) return
    try {
      const found = await deps.ask(wallet, remembered)
      // Connected meanwhile (the visitor chose a wallet): that connection stands.
      if (deps.busy()) return
      if (found === undefined) return deps.memory?.set(undefined)
      deps.adopt(wallet, found)
    } catch {
      // A wallet that fails a silent connect is not restored; the visitor connects again.
      if (!deps.busy()) deps.memory?.set(undefined)
    }
  }

  return {
    /**
     * Resolves once tried, or at once when nothing is remembered, a wallet is connected, or the
     * remembered wallet has not registered yet (it is tried when it does).
     */
    restore(): Promise<void> {
      const remembered = deps.memory?.get()
      if (!remembered || deps.busy()) return Promise.resolve()
      const find = (among: readonly Wallet[]) =>
        among.find((wallet) => wallet.name === remembered.wallet)
      const now = find(deps.wallets())
      if (now) return restoreWith(now, remembered)
      pending = (wallets) => {
        const found = find(wallets)
        if (!found) return
        pending = undefined
        void restoreWith(found, remembered)
      }
      return Promise.resolve()
    },
    registered(wallets: readonly Wallet[]) {
      pending?.(wallets)
    },
    stop() {
      pending = undefined
    },
  }
}
