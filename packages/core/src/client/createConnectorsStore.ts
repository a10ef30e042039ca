import { type Config, watchConnectors } from '@wagmi/core'
import { orderConnectors } from '../connectors/orderConnectors'
import { toConnector } from '../connectors/toConnector'
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
      connectors: config.connectors.map((connector) => toConnector(connector, announced)),
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
      if (!connector) return
      addRecentWallet(storage, connector.id)
      refresh()
    },
  }
}
