import type { Config } from '@wagmi/core'
import type { EIP6963ProviderInfo } from 'mipd'
import { EMBEDDED_CONNECTOR_ID } from '../embedded/embeddedConstants'
import { EMBEDDED_SOLANA_CONNECTOR_ID } from '../embedded/solana/embeddedSolanaConstants'
import type { FoyerStorage } from '../storage/createStorage'
import { addRecentWallet, getRecentWallets } from '../storage/recentWallets'
import { createStore, type Store } from '../store/createStore'
import { WALLETCONNECT_CONNECTOR_ID } from '../walletConnect/walletConnectIds'
import type { Connector } from './connector'
import { orderConnectors } from './orderConnectors'
import { LEGACY_INJECTED_ID, toConnector } from './toConnector'

/** Not wallet rows: the embedded wallet (both its sides) and WalletConnect (which has its own). */
const UNLISTED: readonly string[] = [
  EMBEDDED_CONNECTOR_ID,
  EMBEDDED_SOLANA_CONNECTOR_ID,
  WALLETCONNECT_CONNECTOR_ID,
]

/**
 * Whether the page has a legacy `window.ethereum` provider: without one, wagmi's `injected()`
 * connector can only fail, so it is no wallet row (the list then says no browser wallet was found).
 */
const hasLegacyProvider = () =>
  typeof window !== 'undefined' && (window as { ethereum?: unknown }).ethereum !== undefined

/** What the list shows: wagmi's connectors and what the wallets announced (EIP-6963). */
export type ConnectorsSource = {
  config: Config
  announced(): readonly EIP6963ProviderInfo[]
}

/** Another namespace's wallets (its adapter's `connectors`). */
export type NamespaceConnectors = Pick<Store<readonly Connector[]>, 'get' | 'subscribe'>

/**
 * The connectors the modal lists, in display order: the eip155 wallets once wagmi is built and
 * `show`s its connectors (it calls `refresh` as they change), and the wallets of the other
 * namespaces `include`d (a wallet in several is one row); `remember` records a wallet as
 * recently used.
 */
export function createConnectorsStore(storage: FoyerStorage) {
  let source: ConnectorsSource | undefined
  const others: NamespaceConnectors[] = []
  function eip155(): Connector[] {
    const announced = source?.announced() ?? []
    return (
      (source?.config.connectors ?? [])
        // The embedded wallet and WalletConnect are not wallet rows (WalletConnect has its own).
        .filter((connector) => !UNLISTED.includes(connector.id))
        .filter((connector) => connector.id !== LEGACY_INJECTED_ID || hasLegacyProvider())
        .map((connector) => toConnector(connector, announced))
    )
  }
  function list() {
    return orderConnectors({
      connectors: [
        ...eip155(),
        ...others.flatMap((other) => other.get()).filter(({ id }) => !UNLISTED.includes(id)),
      ],
      recentIds: getRecentWallets(storage),
    })
  }
  const store = createStore({ items: list() })
  const refresh = () => store.set({ items: list() })
  return {
    get: store.get,
    subscribe: store.subscribe,
    /** wagmi's wallets as records (the eip155 adapter's connectors), unordered. */
    eip155,
    show(next: ConnectorsSource) {
      source = next
      refresh()
    },
    /** Lists another namespace's wallets too, as they change. Gives the function that stops. */
    include(connectors: NamespaceConnectors) {
      others.push(connectors)
      const stop = connectors.subscribe(refresh)
      refresh()
      return () => {
        stop()
        others.splice(others.indexOf(connectors), 1)
        refresh()
      }
    },
    refresh,
    remember(connectorUid: string) {
      const connector =
        source?.config.connectors.find((candidate) => candidate.uid === connectorUid) ??
        others.flatMap((other) => other.get()).find((candidate) => candidate.uid === connectorUid)
      // The embedded wallet is not a wallet row: it must not push one out of the recent list.
      if (
        !connector ||
        connector.id === EMBEDDED_CONNECTOR_ID ||
        connector.id === EMBEDDED_SOLANA_CONNECTOR_ID
      )
        return
      addRecentWallet(storage, connector.id)
      refresh()
    },
  }
}

export type ConnectorsStore = ReturnType<typeof createConnectorsStore>
