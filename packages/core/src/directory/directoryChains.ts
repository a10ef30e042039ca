import type { Network } from '../networks/network'

/**
 * The chains the directory filters wallets by: the dapp's main networks. Test and dev networks
 * are left out, since wallets list the chains they support in production; a dapp on test
 * networks only gets every wallet.
 */
export function directoryChains(networks: readonly Network[]): string[] {
  return networks
    .filter((network) => network.testnet !== true)
    .map((network) => network.caipNetworkId)
}
