import { type Config, watchConnectors } from '@wagmi/core'
import { orderConnectors } from '../connectors/orderConnectors'
import { toConnector } from '../connectors/toConnector'
import { EMBEDDED_CONNECTOR_ID } from '../constants'
import type { FoyerStorage } from '../storage/createStorage'
import { addRecentWallet, getRecentWallets } from '../storage/recentWallets'
import { createStore } from '../store/createStore'

/**
 * The connectors the modal lists, in display order, kept current as wallets announce themselves;
 * `remember` records a wallet as recently used.
 */
export function createConnectorsStore(config: Config, storage: FoyerStorage) {
  function list() {
    const announced = config._internal.mipd?.getProviders().map((detail) => detail.info) ?? []
    return orderConnectors({
      connectors: config.connectors
        .filter((connector) => connector.id !== EMBEDDED_CONNECTOR_ID)
        .map((connector) => toConnector(connector, announced)),
      recentIds: getRecentWallets(storage),
    })
  }
  const store = createStore({ items: list() })
  const refresh = () => store.set({ items: list() })
  return {
    get: store.get,
    subscribe: store.subscribe,
    watch: () => watchConnectors(config, { onChange: refresh }),
    remember(connectorUid: string) {
      const connector = config.connectors.find((candidate) => candidate.uid === connectorUid)
      // The embedded wallet is not a wallet row: it must not push one out of the recent list.
      if (!connector || connector.id === EMBEDDED_CONNECTOR_ID) return
      addRecentWallet(storage, connector.id)
      refresh()
    },
  }
}
