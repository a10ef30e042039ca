import type { Network } from './network'

/**
 * The configured networks an address can receive on: those of the active network's namespace
 * (an eip155 address is the same on every eip155 network), the active one first.
 */
export function compatibleNetworks(networks: readonly Network[], active: Network): Network[] {
  const same = networks.filter((network) => network.chainNamespace === active.chainNamespace)
  return [active, ...same.filter((network) => network.caipNetworkId !== active.caipNetworkId)]
}
