import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { ConnectorListItem } from '../../connectors/orderConnectors'
import {
  emitKitWallets,
  kitWalletListeners,
  withKitWallets,
} from '../../namespaces/walletStandard/withKitWallets'
import type { AccountState } from '../../state/accountState'
import type { Store } from '../../store/createStore'
import { EMBEDDED_CONNECTOR_ID } from '../embeddedConstants'
import {
  EMBEDDED_SOLANA_CONNECTOR_ID,
  EMBEDDED_SOLANA_WALLET_NAME,
} from './embeddedSolanaConstants'

/** What of the loaded embedded wallet this needs: its Solana wallet and who is signed in. */
type EmbeddedSide = {
  solanaWallet: Wallet | undefined
  user: Pick<Store<{ solanaAddress?: string }>, 'get' | 'subscribe'>
}
type Slot = Pick<Store<{ value: EmbeddedSide | undefined }>, 'get' | 'subscribe'>

/**
 * Offers the embedded wallet's Solana side (`createEmbeddedSolanaWallet`, built with the embedded
 * wallet) to the solana adapter while an email or social visitor with a Solana account is signed
 * in, so that the adapter and every flow use it as any Wallet Standard wallet:
 * - `registry(base)`: that wallet while it is offered, then the page's Wallet Standard registry
 *   `base` without any page wallet of its name (it registers and unregisters there, in the kit
 *   only: other scripts of the page never see it, nor can they stand in for it);
 * - `listed`: the Connect view's rows as the namespaces read them to switch (createNamespaces'
 *   `listed`), plus, while the embedded wallet is the eip155 connection and its Solana side is
 *   offered, the email connector's row offering solana: a switch to a Solana network connects
 *   that side and makes it the active account. That row is never shown (the connectors store
 *   leaves the embedded wallet out of the list, in both namespaces).
 * `follow(slot)` watches the embedded wallet's slot; it gives the function that stops.
 */
export function offerEmbeddedSolana() {
  let offered: Wallet | undefined
  const listeners = kitWalletListeners()

  function offer(next: Wallet | undefined) {
    if (next === offered) return
    const previous = offered
    offered = next
    if (previous) emitKitWallets(listeners, 'unregister', [previous])
    if (next) emitKitWallets(listeners, 'register', [next])
  }

  // A page wallet named as the embedded one never stands in for it (withKitWallets).
  const wrap = (base: Wallets): Wallets =>
    withKitWallets(base, () => (offered ? [offered] : []), [EMBEDDED_SOLANA_WALLET_NAME], listeners)

  return {
    registry: (base: Wallets | undefined): Wallets | undefined => base && wrap(base),
    /** The wallet offered now, if any. */
    offered: () => offered,
    follow(slot: Slot): () => void {
      let stopUser: (() => void) | undefined
      let side: EmbeddedSide | undefined
      const update = () => {
        const signedIn = side?.user.get().solanaAddress !== undefined
        offer(signedIn ? side?.solanaWallet : undefined)
      }
      const watch = () => {
        const next = slot.get().value
        if (next === side) return
        stopUser?.()
        side = next
        stopUser = side?.user.subscribe(update)
        update()
      }
      const stopSlot = slot.subscribe(watch)
      watch()
      return () => {
        stopSlot()
        stopUser?.()
        offer(undefined)
      }
    },
    listed(items: readonly ConnectorListItem[], evm: AccountState): readonly ConnectorListItem[] {
      if (!offered || evm.connectorId !== EMBEDDED_CONNECTOR_ID || !evm.connectorUid) return items
      const row: ConnectorListItem = {
        section: 'custom',
        connector: {
          id: EMBEDDED_CONNECTOR_ID,
          uid: evm.connectorUid,
          name: 'Email',
          type: 'EXTERNAL',
          chain: 'eip155',
          alsoIn: [{ chain: 'solana', uid: EMBEDDED_SOLANA_CONNECTOR_ID }],
        },
      }
      return [...items, row]
    },
  }
}

export type EmbeddedSolanaOffer = ReturnType<typeof offerEmbeddedSolana>
