import { type Chain, defineChain } from 'viem'
import type { Network } from './network'

/**
 * Converts an eip155 {@link Network} to a viem `Chain`. The chain id comes from the CAIP-2 id.
 * Contracts (such as multicall3) are not part of a Network, so the chain has none.
 */
export function toViemChain(network: Network): Chain {
  const [namespace, reference] = network.caipNetworkId.split(':')
  if (network.chainNamespace !== 'eip155' || namespace !== 'eip155')
    throw new Error(
      `Network ${network.name} (${network.caipNetworkId}) is not an EVM network; a viem chain needs an eip155 network`,
    )
  const id = Number(reference)
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new Error(`Network ${network.name} has an invalid eip155 chain id: ${reference}`)
  const { http, webSocket } = network.rpcUrls.default
  const explorer = network.blockExplorers?.default
  return defineChain({
    id,
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: {
      default: webSocket ? { http: [...http], webSocket: [...webSocket] } : { http: [...http] },
    },
    ...(explorer ? { blockExplorers: { default: { ...explorer } } } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
  })
}
