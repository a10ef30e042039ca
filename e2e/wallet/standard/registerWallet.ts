import type { Wallet } from '@wallet-standard/base'

/** What an app hands a wallet in the register handshake (@wallet-standard/app's `getWallets`). */
export interface WalletRegistrar {
  register(...wallets: Wallet[]): () => void
}

/**
 * The `wallet-standard:register-wallet` event a wallet dispatches: its `detail` is a callback the
 * app calls with its registrar. Like @wallet-standard/wallet's, it cannot be cancelled or stopped.
 */
class RegisterWalletEvent extends Event {
  readonly #detail: (api: WalletRegistrar) => void
  constructor(callback: (api: WalletRegistrar) => void) {
    super('wallet-standard:register-wallet', { bubbles: false, cancelable: false, composed: false })
    this.#detail = callback
  }
  get detail() {
    return this.#detail
  }
  override preventDefault(): never {
    throw new Error('preventDefault cannot be called')
  }
  override stopImmediatePropagation(): never {
    throw new Error('stopImmediatePropagation cannot be called')
  }
  override stopPropagation(): never {
    throw new Error('stopPropagation cannot be called')
  }
}

/**
 * Registers `wallet` the Wallet Standard way, from the wallet's side: dispatches
 * `wallet-standard:register-wallet` for an app already listening, and answers every later
 * `wallet-standard:app-ready` (an app that loads after the wallet) by registering with the
 * registrar in its `detail`. Either order works, as with Phantom and the others.
 */
export function registerWallet(wallet: Wallet, target: EventTarget = window): void {
  const callback = ({ register }: WalletRegistrar) => register(wallet)
  target.dispatchEvent(new RegisterWalletEvent(callback))
  target.addEventListener('wallet-standard:app-ready', (event) => {
    const api = (event as CustomEvent<WalletRegistrar>).detail
    if (api && typeof api.register === 'function') callback(api)
  })
}
