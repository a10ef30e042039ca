import type { Wallets, WalletsEventNames, WalletsEventsListeners } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

type Listener = (...wallets: Wallet[]) => void

/** The listeners of the kit's own wallets' register and unregister events. */
export type KitWalletListeners = { [E in WalletsEventNames]: Set<WalletsEventsListeners[E]> }

export function kitWalletListeners(): KitWalletListeners {
  return { register: new Set(), unregister: new Set() }
}

/** Tells `listeners` of `event` about `wallets` (the kit's own). */
export function emitKitWallets(
  listeners: KitWalletListeners,
  event: WalletsEventNames,
  wallets: readonly Wallet[],
): void {
  if (wallets.length === 0) return
  for (const listener of [...listeners[event]]) (listener as Listener)(...wallets)
}

/**
 * `base` (the page's Wallet Standard registry, which any script of the page registers with) with
 * the kit's own wallets `own()` first. A page wallet named `reserved` (the names of the kit's
 * own wallets) is dropped, from `get` and from the register and unregister events alike: the
 * adapters key a wallet by its name, so such a wallet could stand in for the kit's one (be
 * connected, restored, hidden from the Connect view as it).
 */
export function withKitWallets(
  base: Wallets,
  own: () => readonly Wallet[],
  reserved: readonly string[],
  listeners: KitWalletListeners,
): Wallets {
  const page = (wallets: readonly Wallet[]) =>
    wallets.filter((wallet) => !reserved.includes(wallet.name))
  return {
    get: () => [...own(), ...page(base.get())],
    on(event, listener) {
      const stop = base.on(event, (...wallets: Wallet[]) => {
        const kept = page(wallets)
        if (kept.length > 0) (listener as Listener)(...kept)
      })
      const mine = listeners[event] as Set<typeof listener>
      mine.add(listener)
      return () => {
        stop()
        mine.delete(listener)
      }
    },
    register: (...wallets) => base.register(...wallets),
  }
}
