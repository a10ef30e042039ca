import type { Wallet } from '@wallet-standard/base'

type ChangeListener = (properties: { accounts?: Wallet['accounts'] }) => void

/** `standard:events`' `change` listeners: `on` returns the function that removes the listener. */
export function createWalletEvents() {
  const listeners = new Set<ChangeListener>()
  return {
    on(event: 'change', listener: ChangeListener): () => void {
      if (event !== 'change') return () => {}
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emitChange(accounts: Wallet['accounts']) {
      for (const listener of [...listeners]) listener({ accounts })
    },
  }
}
