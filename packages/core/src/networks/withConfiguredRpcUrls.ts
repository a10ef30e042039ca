import type { Network } from './network'
import { withRpcUrls } from './withRpcUrls'

/** Applies the dapp's RPC URLs by chain id; an id that is not a configured network fails, named. */
export function withConfiguredRpcUrls(
  networks: readonly Network[],
  rpcUrls: Readonly<Record<number, string>> = {},
): Network[] {
  const evm = networks.filter((network) => network.chainNamespace === 'eip155')
  for (const chainId of Object.keys(rpcUrls)) {
    if (!evm.some((network) => String(network.id) === chainId)) {
      throw new Error(`Unknown network: ${chainId}`)
    }
  }
  return networks.map((network) => {
    const rpcUrl = network.chainNamespace === 'eip155' ? rpcUrls[Number(network.id)] : undefined
    return rpcUrl ? withRpcUrls(network, rpcUrl) : network
  })
}
