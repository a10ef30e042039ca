import { FoyerError } from '@foyer/protocol'
import type { ConnectorsStore } from '../../connectors/createConnectorsStore'
import type { Network } from '../../networks/network'
import type { AccountState } from '../../state/accountState'
import type { NetworkState } from '../../state/networkState'
import type { Store } from '../../store/createStore'
import type { WagmiRuntime } from '../../wagmi/wagmiEngine'
import type { AdapterConnection, NamespaceAdapter } from '../namespaceAdapter'

type Deps = {
  /** The dapp's eip155 networks, the first the default. */
  networks: readonly Network[]
  /** wagmi, built in its own chunk after the first render: every action waits for it. */
  runtime(): Promise<WagmiRuntime>
  /** The account and network wagmi's watcher keeps (`watchWagmi`). */
  account: Store<AccountState>
  network: Store<NetworkState>
  connectors: ConnectorsStore
  /** Every wallet wagmi holds connected (`startWagmi` keeps it). */
  connections: Store<{ items: readonly AdapterConnection[] }>
}

/**
 * The eip155 namespace: wagmi, as the kit has always used it (injected and EIP-6963 wallets, the
 * embedded wallet, WalletConnect, the dapp's connectors). Its every action is wagmi's. wagmi
 * holds several connections at once (profile wallets, docs/product.md#profile-wallets): the
 * account is its current one, `switchConnection` picks another, `disconnect` ends them all.
 */
export function createEip155Adapter(deps: Deps): NamespaceAdapter {
  const { connectors } = deps
  return {
    namespace: 'eip155',
    networks: deps.networks,
    connectors: {
      get: connectors.eip155,
      subscribe: (listener) => connectors.subscribe(() => listener(connectors.eip155(), [])),
    },
    account: { get: deps.account.get, subscribe: deps.account.subscribe },
    network: { get: deps.network.get, subscribe: deps.network.subscribe },
    balances: 'chainData',
    // Every connector no other namespace claims is wagmi's.
    owns: () => true,
    connect: async (connectorUid) => (await deps.runtime()).connect(connectorUid),
    connections: { get: deps.connections.get, subscribe: deps.connections.subscribe },
    disconnect: async () => (await deps.runtime()).disconnect(),
    switchConnection: async (connectorUid) => (await deps.runtime()).switchConnection(connectorUid),
    disconnectConnection: async (connectorUid) => (await deps.runtime()).disconnect(connectorUid),
    switchNetwork: async (network) => (await deps.runtime()).switchChain(Number(network.id)),
    signMessage: async (message) => (await deps.runtime()).signMessage(message),
    async nativeBalance(address, network) {
      if (!address.startsWith('0x')) throw new FoyerError('INVALID_RECEIVER')
      return (await deps.runtime()).getBalance(address as `0x${string}`, Number(network.id))
    },
  }
}
