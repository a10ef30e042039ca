import type { Network } from '../networks/network'
import { type AccountState, evmAddress } from '../state/accountState'
import type { NetworkState } from '../state/networkState'

/** Whose data the account features show: the connected address on the active network. */
export type AccountTarget = {
  address: `0x${string}`
  network: Network
  /** `address@caipNetworkId`: data fetched for one target never shows for another. */
  key: string
}

/**
 * The target while connected to a configured network, else undefined. The account features
 * (activity, send, swap, names) read eip155 accounts; another namespace's account has none yet.
 */
export function readAccountTarget(
  account: Pick<AccountState, 'address' | 'namespace'>,
  network: Pick<NetworkState, 'caipNetwork'>,
): AccountTarget | undefined {
  const address = evmAddress(account)
  const { caipNetwork } = network
  if (!address || !caipNetwork) return undefined
  return { address, network: caipNetwork, key: `${address}@${caipNetwork.caipNetworkId}` }
}
