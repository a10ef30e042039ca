import type { Connector as WagmiConnector } from '@wagmi/core'
import type { EIP6963ProviderInfo } from 'mipd'
import type { Connector } from './connector'

/** The wagmi connector id of the legacy `window.ethereum` provider. */
export const LEGACY_INJECTED_ID = 'injected'

/**
 * Describes a wagmi connector as the modal lists it. `announced` holds the EIP-6963
 * announcements seen so far: a connector whose id is an announced rdns is ANNOUNCED.
 */
export function toConnector(
  connector: WagmiConnector,
  announced: readonly EIP6963ProviderInfo[],
): Connector {
  const base = {
    id: connector.id,
    uid: connector.uid,
    name: connector.name,
    chain: 'eip155' as const,
  }
  const info = announced.find((candidate) => candidate.rdns === connector.id)
  if (info) {
    return { ...base, type: 'ANNOUNCED', rdns: info.rdns, uuid: info.uuid, imageUrl: info.icon }
  }
  const icon = connector.icon ? { imageUrl: connector.icon } : {}
  if (connector.id === LEGACY_INJECTED_ID) return { ...base, ...icon, type: 'INJECTED' }
  return { ...base, ...icon, type: 'EXTERNAL' }
}
