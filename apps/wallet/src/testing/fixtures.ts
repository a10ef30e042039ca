import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import type { WalletChain } from '../config/readConfig'

/** Test fixtures: the dev chains (unreachable RPC: signing needs none) and SDK structures. */
export const devChains: WalletChain[] = [
  { id: 31337, caipId: 'eip155:31337', name: 'Foyer dev chain A', rpcUrl: 'http://127.0.0.1:1' },
  { id: 31338, caipId: 'eip155:31338', name: 'Foyer dev chain B', rpcUrl: 'http://127.0.0.1:1' },
]

export const demoMetadata = {
  name: 'Foyer demo',
  description: '',
  url: 'http://foyer.localhost:5173',
  icons: ['http://foyer.localhost:5173/icon.png', 'javascript:alert(1)'],
}

/** A session proposal as a dapp's SDK sends it. */
export function proposal(
  requiredNamespaces: ProposalTypes.RequiredNamespaces,
  optionalNamespaces: ProposalTypes.OptionalNamespaces = {},
  id = 1,
): ProposalTypes.Struct {
  return {
    id,
    expiryTimestamp: 2_000_000_000,
    relays: [{ protocol: 'irn' }],
    proposer: { publicKey: 'ab'.repeat(32), metadata: demoMetadata },
    requiredNamespaces,
    optionalNamespaces,
    pairingTopic: 'cd'.repeat(32),
  }
}

/** A settled session with the given namespaces. */
export function session(topic: string, namespaces: SessionTypes.Namespaces): SessionTypes.Struct {
  return {
    topic,
    pairingTopic: 'cd'.repeat(32),
    relay: { protocol: 'irn' },
    expiry: 2_000_000_000,
    acknowledged: true,
    controller: 'ef'.repeat(32),
    namespaces,
    requiredNamespaces: {},
    optionalNamespaces: {},
    self: {
      publicKey: 'ef'.repeat(32),
      metadata: { name: 'Foyer wallet', description: '', url: '', icons: [] },
    },
    peer: { publicKey: 'ab'.repeat(32), metadata: demoMetadata },
  }
}
