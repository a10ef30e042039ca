import { z } from 'zod'

/** Chain namespaces a network may belong to (spec §5). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
export const chainNamespaceSchema = z.enum(CHAIN_NAMESPACES)
export type ChainNamespace = z.infer<typeof chainNamespaceSchema>

/** CAIP-2 network id, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`
/** CAIP-10 account id, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${CaipNetworkId}:${string}`

const reference = /^[-_a-zA-Z0-9]{1,32}$/

export const caipNetworkIdSchema = z
  .string()
  .refine((value) => parseCaipNetworkId(value) !== undefined, 'Invalid CAIP-2 network id')
  .transform((value) => value as CaipNetworkId)

export function parseCaipNetworkId(
  value: string,
): { namespace: ChainNamespace; reference: string } | undefined {
  const [namespace, ref, ...rest] = value.split(':')
  if (rest.length > 0 || ref === undefined || !reference.test(ref)) return undefined
  const parsed = chainNamespaceSchema.safeParse(namespace)
  return parsed.success ? { namespace: parsed.data, reference: ref } : undefined
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
