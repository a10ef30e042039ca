import { type Config, getChainId, watchChainId, watchConnection } from '@wagmi/core'
import type { Network } from '../networks/network'
import type { Store } from '../store/createStore'
import { type AccountState, readAccountState, sameAccountState } from './accountState'
import { type NetworkState, readNetworkState } from './networkState'

type Deps = {
  config: Config
  networks: readonly Network[]
  account: Store<AccountState>
  network: Store<NetworkState>
  /** A wallet connected (another than before): remember it as recently used. */
  onConnector(connectorUid: string): void
}

/** Keeps the account and network stores in step with wagmi's connection and chain. */
export function watchWagmi({ config, networks, account, network, onConnector }: Deps) {
  function refreshNetwork() {
    network.set(readNetworkState(networks, account.get(), getChainId(config)))
  }
  const stops = [
    watchChainId(config, { onChange: refreshNetwork }),
    watchConnection(config, {
      onChange() {
        const next = readAccountState(config)
        const previous = account.get()
        if (sameAccountState(next, previous)) return refreshNetwork()
        if (next.connectorUid && next.connectorUid !== previous.connectorUid) {
          onConnector(next.connectorUid)
        }
        account.set(next)
        refreshNetwork()
      },
    }),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
