import type { ChainNamespace } from '@foyer/protocol'
import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { Connector } from '../connectors/connector'
import type { ConnectorListItem } from '../connectors/orderConnectors'
import type { AdapterStore } from '../namespaces/namespaceAdapter'
import type { AccountState } from '../state/accountState'
import { WALLETCONNECT_CONNECTOR_ID } from './walletConnectIds'

/** The name of the Wallet Standard wallets a WalletConnect session stands behind. */
export const SESSION_WALLET_NAME = 'WalletConnect'

/** Their connector uids in the solana and bip122 adapters (`wallet-standard[-bitcoin]:<name>`). */
export const SESSION_WALLET_UIDS: Readonly<Partial<Record<ChainNamespace, string>>> = {
  solana: `wallet-standard:${SESSION_WALLET_NAME}`,
  bip122: `wallet-standard-bitcoin:${SESSION_WALLET_NAME}`,
}

type Listener = (...wallets: Wallet[]) => void

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
  const listeners = { register: new Set<Listener>(), unregister: new Set<Listener>() }

  return {
    get: () => current,
    /** The session's wallets now (none once it ends). */
    set(next: readonly Wallet[]) {
      const gone = current.filter((wallet) => !next.includes(wallet))
      const added = next.filter((wallet) => !current.includes(wallet))
      current = next
      if (gone.length > 0) for (const listener of listeners.unregister) listener(...gone)
      if (added.length > 0) for (const listener of listeners.register) listener(...added)
    },
    /** `base` (the page's registry) with the session's wallets after its own. */
    registry(base: Wallets | undefined): Wallets | undefined {
      if (!base) return undefined
      return {
        get: () => [...base.get(), ...current],
        on(event, listener) {
          const stop = base.on(event, listener)
          const own = listeners[event]
          own.add(listener as Listener)
          return () => {
            stop()
            own.delete(listener as Listener)
          }
        },
        register: (...wallets) => base.register(...wallets),
      }
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
