import type { Network } from './network'

/**
 * Finds a network by eip155 chain id (a number), by CAIP-2 id (`eip155:1`, `solana:5eyk…`), or by
 * a bare id string as some wallets report it (`'1'`, `'5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'`).
 */
export function findNetwork(
  networks: readonly Network[],
  chainIdOrCaip: number | string,
): Network | undefined {
  if (typeof chainIdOrCaip === 'number')
    return networks.find((network) => network.caipNetworkId === `eip155:${chainIdOrCaip}`)
  const byCaip = networks.find((network) => network.caipNetworkId === chainIdOrCaip)
  if (byCaip || chainIdOrCaip.includes(':') || chainIdOrCaip === '') return byCaip
  return networks.find((network) => String(network.id) === chainIdOrCaip)
}
