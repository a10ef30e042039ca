import type { ChainNamespace } from '@foyer/protocol'

/** Connector kinds (docs/product.md). */
export const CONNECTOR_TYPES = ['MULTI_CHAIN', 'ANNOUNCED', 'INJECTED', 'EXTERNAL'] as const
export type ConnectorType = (typeof CONNECTOR_TYPES)[number]

/** A way to connect, as the modal lists it: a declarative record, no behaviour. */
export type Connector = {
  /** Stable id: the rdns of an announced wallet, `injected` for window.ethereum. */
  id: string
  /** The runtime connector this record stands for (wagmi's uid). */
  uid: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  /** Directory image id, when the wallet is in the directory. */
  imageId?: string
  /** An image the wallet gave itself (EIP-6963 icon data URI). */
  imageUrl?: string
  /** EIP-6963 reverse-DNS name. */
  rdns?: string
  /** EIP-6963 uuid of the announcement. */
  uuid?: string
  /**
   * The same wallet's connectors in other namespaces (a wallet that announced itself both through
   * EIP-6963 and the Wallet Standard): listed once, with every namespace it offers.
   */
  alsoIn?: readonly { chain: ChainNamespace; uid: string }[]
}

/** Every namespace a listed wallet offers, its own first. */
export function connectorNamespaces(connector: Connector): ChainNamespace[] {
  return [connector.chain, ...(connector.alsoIn ?? []).map((other) => other.chain)]
}

/** The uid of the listed wallet's connector in `namespace`, if it offers that namespace. */
export function connectorUidIn(
  connector: Connector,
  namespace: ChainNamespace,
): string | undefined {
  if (connector.chain === namespace) return connector.uid
  return connector.alsoIn?.find((other) => other.chain === namespace)?.uid
}
