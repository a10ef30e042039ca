/** Chain namespaces a network may belong to (docs/product.md#networks). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** CAIP-2 network id, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`
/** CAIP-10 account id, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${CaipNetworkId}:${string}`

const reference = /^[-_a-zA-Z0-9]{1,32}$/

export function parseCaipNetworkId(
  value: string,
): { namespace: ChainNamespace; reference: string } | undefined {
  const [namespace, ref, ...rest] = value.split(':')
  if (rest.length > 0 || ref === undefined || !reference.test(ref)) return undefined
  if (!isChainNamespace(namespace)) return undefined
  return { namespace, reference: ref }
}

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return CHAIN_NAMESPACES.includes(value as ChainNamespace)
}

export function toCaipNetworkId(namespace: ChainNamespace, ref: string | number): CaipNetworkId {
  return `${namespace}:${ref}`
}

export function toCaipAddress(networkId: CaipNetworkId, address: string): CaipAddress {
  return `${networkId}:${address}`
}

export function parseCaipAddress(
  value: string,
): { networkId: CaipNetworkId; address: string } | undefined {
  const at = value.lastIndexOf(':')
  if (at <= 0) return undefined
  const networkId = value.slice(0, at)
  const address = value.slice(at + 1)
  if (address === '' || parseCaipNetworkId(networkId) === undefined) return undefined
  return { networkId: networkId as CaipNetworkId, address }
}
