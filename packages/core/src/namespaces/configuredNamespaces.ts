import { type ChainNamespace, FoyerError, parseCaipNetworkId } from '@foyer/protocol'
import type { Network } from '../networks/network'

/**
 * Checks that `chain` (a CAIP-2 id or a Network) belongs to a configured namespace
 * (docs/product.md#networks); else throws NAMESPACE_NOT_CONFIGURED. Gives its namespace.
 */
export function assertConfiguredNamespace(
  configured: readonly ChainNamespace[],
  chain: string | Network,
): ChainNamespace {
  const id = typeof chain === 'string' ? chain : chain.caipNetworkId
  const namespace =
    typeof chain === 'string' ? parseCaipNetworkId(chain)?.namespace : chain.chainNamespace
  if (!namespace || !configured.includes(namespace))
    throw new FoyerError('NAMESPACE_NOT_CONFIGURED', { params: { chain: id } })
  return namespace
}
