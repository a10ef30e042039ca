import { type CaipNetworkId, CHAIN_NAMESPACES, parseCaipNetworkId } from '@foyer/protocol'
import type { Network } from './network'

/**
 * Turns the networks an app configures into {@link Network} records: a number is an eip155 chain
 * id, a string a CAIP-2 id, and a Network passes through once its namespace is checked. Ids are
 * looked up in `known` (pass `knownNetworks` for every network Foyer defines; it is a parameter so
 * that apps configuring Network objects do not bundle the whole registry). Duplicates are
 * removed; the first occurrence wins.
 */
export function resolveNetworks(
  ids: readonly (number | string | Network)[],
  known: readonly Network[],
): Network[] {
  if (ids.length === 0) throw new Error('At least one network is required')
  const resolved = new Map<string, Network>()
  for (const id of ids) {
    const network = typeof id === 'object' ? checkNetwork(id) : lookUp(id, known)
    if (!resolved.has(network.caipNetworkId)) resolved.set(network.caipNetworkId, network)
  }
  return [...resolved.values()]
}

function lookUp(id: number | string, known: readonly Network[]): Network {
  const caipNetworkId = typeof id === 'number' ? `eip155:${id}` : checkCaipNetworkId(id, id)
  const network = known.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!network) throw new Error(`Unknown network: ${id}`)
  return checkNetwork(network)
}

function checkNetwork(network: Network): Network {
  const label = `${network.name} (${network.caipNetworkId})`
  checkNamespace(network.chainNamespace, label)
  checkCaipNetworkId(network.caipNetworkId, label)
  if (!network.caipNetworkId.startsWith(`${network.chainNamespace}:`))
    throw new Error(
      `Network ${label} has chainNamespace "${network.chainNamespace}" but a CAIP-2 id in another namespace`,
    )
  return network
}

function checkCaipNetworkId(value: string, label: string): CaipNetworkId {
  const separator = value.indexOf(':')
  if (separator > 0) checkNamespace(value.slice(0, separator), label)
  if (!parseCaipNetworkId(value))
    throw new Error(
      `Invalid network id for ${label}: "${value}" is not an eip155 chain id or a CAIP-2 id such as eip155:1`,
    )
  return value as CaipNetworkId
}

function checkNamespace(namespace: string, label: string): void {
  if (!(CHAIN_NAMESPACES as readonly string[]).includes(namespace))
    throw new Error(
      `Network ${label} is in chain namespace "${namespace}", which is not one of ${CHAIN_NAMESPACES.join(', ')}`,
    )
}
