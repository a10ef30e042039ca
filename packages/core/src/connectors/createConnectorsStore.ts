import { type Config, watchConnectors } from '@wagmi/core'
import { createStore as createMipdStore } from 'mipd'
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

/**
 * The connectors the modal lists, in display order, kept current as wallets announce themselves;
 * `remember` records a wallet as recently used.
 */
export function createConnectorsStore(config: Config, storage: FoyerStorage) {
  // Our own EIP-6963 store (mipd) for the wallets' announced info (icon, rdns, uuid).
  const mipd = typeof window === 'undefined' ? undefined : createMipdStore()
  function list() {
    const announced = mipd?.getProviders().map((detail) => detail.info) ?? []
    return orderConnectors({
      connectors: config.connectors
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
    watch() {
      const stops = [watchConnectors(config, { onChange: refresh }), mipd?.subscribe(refresh)]
      return () => {
        for (const stop of stops) stop?.()
        mipd?.destroy()
      }
    },
    remember(connectorUid: string) {
      const connector = config.connectors.find((candidate) => candidate.uid === connectorUid)
      // The embedded wallet is not a wallet row: it must not push one out of the recent list.
      if (!connector || connector.id === EMBEDDED_CONNECTOR_ID) return
      addRecentWallet(storage, connector.id)
      refresh()
    },
  }
}
