import type { Network } from '../../networks/network'
import { createStore } from '../../store/createStore'
import { lazyNamespaceAdapter } from '../lazyNamespaceAdapter'
import type { AdapterConnection } from '../namespaceAdapter'
import type { createSolanaAdapter, SolanaAdapter } from './solanaAdapter'

type Loaded = ReturnType<typeof createSolanaAdapter>

/**
 * The solana adapter before and after its code has loaded (`lazyNamespaceAdapter`): the same
 * shape as `createSolanaAdapter`'s, its sends and restore waiting for the load; its connections
 * (none before) follow the loaded adapter's.
 */
export function lazySolanaAdapter(
  networks: readonly Network[],
  create: () => Promise<Loaded>,
): Loaded {
  const connections = createStore<{ items: readonly AdapterConnection[] }>({ items: [] })
  const lazy = lazyNamespaceAdapter<Loaded>({
    namespace: 'solana',
    networks,
    balances: 'chainData',
    owns: (connectorUid) => connectorUid.startsWith('wallet-standard:'),
    async create() {
      const real = await create()
      connections.set(() => real.connections.get())
      const stop = real.connections.subscribe((state) => connections.set(() => state))
      return {
        ...real,
        release() {
          stop()
          real.release()
        },
      }
    },
  })
  const adapter: SolanaAdapter = {
    ...lazy.adapter,
    connections: { get: connections.get, subscribe: connections.subscribe },
    switchConnection: (connectorUid) => lazy.call((real) => real.switchConnection(connectorUid)),
    disconnectConnection: (connectorUid) =>
      lazy.call((real) => real.disconnectConnection(connectorUid)),
    sendTransfer: (request) => lazy.call((real) => real.sendTransfer(request)),
    release: lazy.release,
  }
  return {
    ...adapter,
    restore: () => lazy.call((real) => real.restore()),
  }
}
