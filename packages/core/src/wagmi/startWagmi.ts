import { FoyerError } from '@foyer/protocol'
import {
  ConnectorAlreadyConnectedError,
  type CreateConnectorFn,
  connect,
  disconnect,
  getBalance,
  getChainId,
  hydrate,
  reconnect,
  signMessage,
  switchChain,
  switchConnection,
  watchConnections,
} from '@wagmi/core'
import type { ConnectorsStore } from '../connectors/createConnectorsStore'
import { resolveWagmiConfig } from '../connectors/resolveWagmiConfig'
import type { FoyerOptions } from '../foyerOptions'
import type { AdapterConnection } from '../namespaces/namespaceAdapter'
import type { Network } from '../networks/network'
import { type AccountState, readAccountState } from '../state/accountState'
import { type NetworkState, readNetworkState } from '../state/networkState'
import { watchWagmi } from '../state/watchWagmi'
import type { Store } from '../store/createStore'
import { followConnectors } from './followConnectors'
import type { WagmiRuntime } from './wagmiEngine'

export type WagmiDeps = {
  options: Pick<FoyerOptions, 'wagmiConfig' | 'ssr' | 'wagmiStorage' | 'storage'>
  networks: readonly Network[]
  /** Foyer's lazy connectors (embedded wallet, WalletConnect) and the dapp's `connectors`. */
  connectors: readonly CreateConnectorFn[]
  account: Store<AccountState>
  network: Store<NetworkState>
  connectorsStore: ConnectorsStore
  /** Every wallet wagmi holds connected (it may hold several), in the order they connected. */
  connections: Store<{ items: readonly AdapterConnection[] }>
}

/**
 * Builds wagmi (after the page's first render; this module is its own chunk): the config with
 * Foyer's connectors, the account, network and connector stores following it, and the actions
 * Foyer's flows call.
 */
export function startWagmi(deps: WagmiDeps): WagmiRuntime {
  const { account, network, networks } = deps
  const wagmi = resolveWagmiConfig(deps.options, networks, deps.connectors)
  const { config, ssr } = wagmi
  // Without `ssr` wagmi has read its storage already (the chain last used); with it, the stores
  // keep what the server rendered with until `reconnect` hydrates wagmi.
  if (!ssr) {
    account.set(readAccountState(config))
    network.set(readNetworkState(networks, account.get(), getChainId(config)))
  }
  const showConnections = () =>
    deps.connections.set({
      items: [...config.state.connections.values()].map(({ connector, accounts, chainId }) => ({
        connectorUid: connector.uid,
        connectorId: connector.id,
        name: connector.name,
        icon: connector.icon,
        address: accounts[0],
        chainId,
      })),
    })
  showConnections()
  const connectorOf = (connectorUid: string) => {
    const connector = config.connectors.find((candidate) => candidate.uid === connectorUid)
    if (!connector) throw new FoyerError('FAILED_TO_CONNECT', { details: connectorUid })
    return connector
  }
  const stops = [
    watchConnections(config, { onChange: showConnections }),
    followConnectors(config, deps.connectorsStore),
    watchWagmi({ config, networks, account, network, onConnector: deps.connectorsStore.remember }),
  ]
  return {
    config,
    async connect(connectorUid) {
      const connector = connectorOf(connectorUid)
      try {
        await connect(config, { connector })
      } catch (error) {
        if (!(error instanceof ConnectorAlreadyConnectedError)) throw error
      }
    },
    async switchChain(chainId) {
      await switchChain(config, { chainId })
    },
    async disconnect(connectorUid) {
      if (connectorUid) {
        const connection = config.state.connections.get(connectorUid)
        if (connection) await disconnect(config, { connector: connection.connector })
        return
      }
      // The current one first (as wagmi's disconnect), then any other wagmi still holds.
      await disconnect(config)
      for (const { connector } of [...config.state.connections.values()])
        await disconnect(config, { connector })
    },
    async switchConnection(connectorUid) {
      const connection = config.state.connections.get(connectorUid)
      if (!connection) throw new FoyerError('NO_ADDRESS_OR_CONNECTOR', { details: connectorUid })
      if (config.state.current !== connectorUid)
        await switchConnection(config, { connector: connection.connector })
    },
    signMessage: (message) => signMessage(config, { message }),
    getBalance: async (address, chainId) => (await getBalance(config, { address, chainId })).value,
    async reconnect(initialState) {
      if (!ssr) {
        await reconnect(config)
        return
      }
      await hydrate(config, { initialState, reconnectOnMount: true }).onMount()
    },
    release() {
      for (const stop of stops) stop()
      wagmi.release()
    },
  }
}
