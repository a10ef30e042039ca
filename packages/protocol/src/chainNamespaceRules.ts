import { type ChainNamespace, parseCaipNetworkId } from './caip'
import { FoyerError } from './errors/foyerError'

/**
 * Whether `chainId` (CAIP-2) belongs to one of the configured `namespaces`: "a chain must belong
 * to a configured namespace" (docs/product.md#networks).
 */
export function isChainInNamespaces(
  chainId: string,
  namespaces: readonly ChainNamespace[],
): boolean {
  const network = parseCaipNetworkId(chainId)
  return network !== undefined && namespaces.includes(network.namespace)
}

/**
 * The namespace of `chainId` when it is a CAIP-2 id of a configured namespace; otherwise a
 * FoyerError UNSUPPORTED_CHAIN ('Unsupported chain') whose details say why.
 */
export function checkChainNamespace(
  chainId: string,
  namespaces: readonly ChainNamespace[],
): ChainNamespace {
  const network = parseCaipNetworkId(chainId)
  if (!network) {
    throw new FoyerError('UNSUPPORTED_CHAIN', {
      details: `${JSON.stringify(chainId)} is not a CAIP-2 chain id`,
    })
  }
  if (!namespaces.includes(network.namespace)) {
    throw new FoyerError('UNSUPPORTED_CHAIN', {
      details: `${chainId} belongs to the namespace ${network.namespace}, which is not configured (configured: ${namespaces.join(', ') || 'none'})`,
    })
  }
  return network.namespace
}
