import {
  BITCOIN_CHAINS,
  type CaipNetworkId,
  type ChainNamespace,
  checkChainNamespace,
  isFoyerError,
  parseCaipNetworkId,
  SOLANA_CHAINS,
} from '@foyer/protocol'
import type { PublicClient } from 'viem'
import type { ChainClients } from '../chain/chainClients'
import type { ChainRegistry } from '../chain/chainRegistry'
import { siwxError } from './siwxError'

/** The namespaces the SIWX routes sign in on unless configured otherwise. */
export const SIWX_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

/**
 * The chain a sign-in message is for, when this API serves sign-in there; otherwise a 400
 * UNKNOWN_CHAIN saying why: its namespace is not one of `namespaces` ("a chain must belong to a
 * configured namespace", docs/product.md#networks), or the chain is not in the chain registry
 * (eip155) or among the Solana and Bitcoin chains Foyer knows (SOLANA_CHAINS, BITCOIN_CHAINS).
 * Returns the chain's viem client for eip155 (its signature may need the node), else `undefined`.
 */
export async function resolveSiwxChain(
  chainId: CaipNetworkId,
  deps: { registry: ChainRegistry; clients: ChainClients; namespaces: readonly ChainNamespace[] },
): Promise<PublicClient | undefined> {
  try {
    checkChainNamespace(chainId, deps.namespaces)
  } catch (error) {
    if (isFoyerError(error)) throw siwxError(400, 'UNKNOWN_CHAIN', error.message)
    throw error
  }
  const notServed = () =>
    siwxError(400, 'UNKNOWN_CHAIN', `Network not found: ${chainId} is not served by this API`)
  const network = parseCaipNetworkId(chainId)
  if (network?.namespace === 'eip155') {
    const chain = await deps.registry.get(Number(network.reference))
    if (!chain) throw notServed()
    return deps.clients(chain)
  }
  if (![...SOLANA_CHAINS, ...BITCOIN_CHAINS].includes(chainId)) throw notServed()
  return undefined
}
