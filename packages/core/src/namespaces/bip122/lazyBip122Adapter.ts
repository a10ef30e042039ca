import type { Network } from '../../networks/network'
import { lazyNamespaceAdapter } from '../lazyNamespaceAdapter'
import type { Bip122Adapter, createBip122Adapter } from './bip122Adapter'

type Loaded = ReturnType<typeof createBip122Adapter>

/**
 * The bip122 adapter before and after its code has loaded (`lazyNamespaceAdapter`): the same
 * shape as `createBip122Adapter`'s, its PSBT signing and restore waiting for the load; no
 * addresses before.
 */
export function lazyBip122Adapter(
  networks: readonly Network[],
  create: () => Promise<Loaded>,
): Loaded {
  const lazy = lazyNamespaceAdapter<Loaded>({
    namespace: 'bip122',
    networks,
    balances: undefined,
    owns: (connectorUid) => connectorUid.startsWith('wallet-standard-bitcoin:'),
    create,
  })
  const adapter: Bip122Adapter = {
    ...lazy.adapter,
    signPsbt: (psbtBase64, options) => lazy.call((real) => real.signPsbt(psbtBase64, options)),
    addresses: () => lazy.current()?.addresses(),
    release: lazy.release,
  }
  return {
    ...adapter,
    restore: () => lazy.call((real) => real.restore()),
  }
}
