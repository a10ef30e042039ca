import type { ChainNamespace } from '@foyer/protocol'
import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { Connector } from '../connectors/connector'
import type { ConnectorListItem } from '../connectors/orderConnectors'
import { EMBEDDED_SOLANA_WALLET_NAME } from '../embedded/solana/embeddedSolanaConstants'
import type { AdapterStore } from '../namespaces/namespaceAdapter'
import {
  emitKitWallets,
  kitWalletListeners,
  withKitWallets,
} from '../namespaces/walletStandard/withKitWallets'
import type { AccountState } from '../state/accountState'
import { WALLETCONNECT_CONNECTOR_ID } from './walletConnectIds'

/** The name of the Wallet Standard wallets a WalletConnect session stands behind. */
export const SESSION_WALLET_NAME = 'WalletConnect'

/** Their connector uids in the solana and bip122 adapters (`wallet-standard[-bitcoin]:<name>`). */
export const SESSION_WALLET_UIDS: Readonly<Partial<Record<ChainNamespace, string>>> = {
  solana: `wallet-standard:${SESSION_WALLET_NAME}`,
  bip122: `wallet-standard-bitcoin:${SESSION_WALLET_NAME}`,
}

/**
 * The names of the kit's own Wallet Standard wallets (the session's, the embedded wallet's
 * Solana side): no page wallet of these names reaches the adapters.
 */
export const KIT_WALLET_NAMES: readonly string[] = [
  SESSION_WALLET_NAME,
  EMBEDDED_SOLANA_WALLET_NAME,
]

/**
 * The Wallet Standard wallets backed by the WalletConnect session (its Solana and Bitcoin
 * accounts), offered to the solana and bip122 adapters while the session lasts: `registry`
 * wraps the page's Wallet Standard registry with them. They are no wallet rows of their own:
 * `hide` drops them from an adapter's connectors, and `row` is the WalletConnect row (not
 * listed in the Connect view, which has its own WalletConnect entry) that offers their
 * namespaces through `alsoIn`, so that a switch to Solana or Bitcoin while connected by
 * WalletConnect connects the session's account there.
 */
export function createSessionWallets() {
  let current: readonly Wallet[] = []
  const listeners = kitWalletListeners()

  return {
    get: () => current,
    /** The session's wallets now (none once it ends). */
    set(next: readonly Wallet[]) {
      const gone = current.filter((wallet) => !next.includes(wallet))
      const added = next.filter((wallet) => !current.includes(wallet))
      current = next
      emitKitWallets(listeners, 'unregister', gone)
      emitKitWallets(listeners, 'register', added)
    },
    /**
     * The session's wallets, then `base` (the page's registry) without any page wallet named as
     * one of the kit's (KIT_WALLET_NAMES): a page script cannot stand in for them.
     */
    registry(base: Wallets | undefined): Wallets | undefined {
      if (!base) return undefined
      return withKitWallets(base, () => current, KIT_WALLET_NAMES, listeners)
    },
    /** `connectors` without the session's wallets (the WalletConnect entry offers them). */
    hide(connectors: AdapterStore<readonly Connector[]>): AdapterStore<readonly Connector[]> {
      const uids = Object.values(SESSION_WALLET_UIDS)
      const keep = (items: readonly Connector[]) =>
        items.filter((connector) => !uids.includes(connector.uid))
      return {
        get: () => keep(connectors.get()),
        subscribe: (listener) =>
          connectors.subscribe((items, previous) => listener(keep(items), keep(previous))),
      }
    },
    /**
     * The WalletConnect row, while the eip155 account is WalletConnect's and the session has
     * Solana or Bitcoin accounts: eip155 (the wagmi connector) and its other namespaces.
     */
    row(evmAccount: AccountState): ConnectorListItem[] {
      if (evmAccount.connectorId !== WALLETCONNECT_CONNECTOR_ID || !evmAccount.connectorUid)
        return []
      const alsoIn = current.flatMap((wallet) => {
        const chain = wallet.chains.some((each) => each.startsWith('bitcoin:'))
          ? 'bip122'
          : 'solana'
        const uid = SESSION_WALLET_UIDS[chain]
        return uid ? [{ chain: chain as ChainNamespace, uid }] : []
      })
      if (alsoIn.length === 0) return []
      const connector: Connector = {
        id: WALLETCONNECT_CONNECTOR_ID,
        uid: evmAccount.connectorUid,
        name: SESSION_WALLET_NAME,
        type: 'EXTERNAL',
        chain: 'eip155',
        alsoIn,
      }
      return [{ section: 'walletConnect', connector }]
    },
  }
}

export type SessionWallets = ReturnType<typeof createSessionWallets>
