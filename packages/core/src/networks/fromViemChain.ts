import type { Chain } from 'viem'
import type { Network } from './network'

/** Converts a viem `Chain` to an eip155 {@link Network}. */
export function fromViemChain(chain: Chain, options: { imageId?: string } = {}): Network {
  if (!Number.isSafeInteger(chain.id) || chain.id <= 0)
    throw new Error(`Invalid chain id for ${chain.name}: ${chain.id}`)
  const { http, webSocket } = chain.rpcUrls.default
  const explorer = chain.blockExplorers?.default
  return {
    id: chain.id,
    name: chain.name,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: {
      default: webSocket ? { http: [...http], webSocket: [...webSocket] } : { http: [...http] },
    },
    ...(explorer
      ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } }
      : {}),
    ...(chain.testnet === undefined ? {} : { testnet: chain.testnet }),
    ...(options.imageId === undefined ? {} : { imageId: options.imageId }),
  }
}
