import type { Config } from '@wagmi/core'
import type { EIP6963ProviderInfo } from 'mipd'
import { EMBEDDED_CONNECTOR_ID } from '../embedded/embeddedConstants'
import type { FoyerStorage } from '../storage/createStorage'
import { addRecentWallet, getRecentWallets } from '../storage/recentWallets'
import { createStore } from '../store/createStore'
import { WALLETCONNECT_CONNECTOR_ID } from '../walletConnect/walletConnectIds'
import { orderConnectors } from './orderConnectors'
import { LEGACY_INJECTED_ID, toConnector } from './toConnector'

const UNLISTED: readonly string[] = [EMBEDDED_CONNECTOR_ID, WALLETCONNECT_CONNECTOR_ID]

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

/**
 * The connectors the modal lists, in display order: none until wagmi is built and `show`s its
 * connectors (it calls `refresh` as they change); `remember` records a wallet as recently used.
 */
export function createConnectorsStore(storage: FoyerStorage) {
  let source: ConnectorsSource | undefined
  function list() {
    const announced = source?.announced() ?? []
    return orderConnectors({
      connectors: (source?.config.connectors ?? [])
        // The embedded wallet and WalletConnect are not wallet rows (WalletConnect has its own).
        .filter((connector) => !UNLISTED.includes(connector.id))
        .filter((connector) => connector.id !== LEGACY_INJECTED_ID || hasLegacyProvider())
        .map((connector) => toConnector(connector, announced)),
      recentIds: getRecentWallets(storage),
    })
  }
  const store = createStore({ items: list() })
  const refresh = () => store.set({ items: list() })
  return {
    get: store.get,
    subscribe: store.subscribe,
    show(next: ConnectorsSource) {
      source = next
      refresh()
    },
    refresh,
    remember(connectorUid: string) {
      const connector = source?.config.connectors.find(
        (candidate) => candidate.uid === connectorUid,
      )
      // The embedded wallet is not a wallet row: it must not push one out of the recent list.
      if (!connector || connector.id === EMBEDDED_CONNECTOR_ID) return
      addRecentWallet(storage, connector.id)
      refresh()
    },
  }
}

export type ConnectorsStore = ReturnType<typeof createConnectorsStore>
