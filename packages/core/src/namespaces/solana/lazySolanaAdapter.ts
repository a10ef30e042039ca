import type { Network } from '../../networks/network'
import { lazyNamespaceAdapter } from '../lazyNamespaceAdapter'
import type { createSolanaAdapter, SolanaAdapter } from './solanaAdapter'

type Loaded = ReturnType<typeof createSolanaAdapter>

/**
 * The solana adapter before and after its code has loaded (`lazyNamespaceAdapter`): the same
 * shape as `createSolanaAdapter`'s, its sends and restore waiting for the load.
 */
export function lazySolanaAdapter(
  networks: readonly Network[],
  create: () => Promise<Loaded>,
): Loaded {
  const lazy = lazyNamespaceAdapter<Loaded>({
    namespace: 'solana',
    networks,
    balances: 'chainData',
    owns: (connectorUid) => connectorUid.startsWith('wallet-standard:'),
    create,
  })
  const adapter: SolanaAdapter = {
    ...lazy.adapter,
    sendTransfer: (request) => lazy.call((real) => real.sendTransfer(request)),
    release: lazy.release,
  }
  return {
    ...adapter,
    restore: () => lazy.call((real) => real.restore()),
  }
}
