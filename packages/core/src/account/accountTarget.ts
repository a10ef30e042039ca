import type { Network } from '../networks/network'
import { type AccountState, evmAddress } from '../state/accountState'
import type { NetworkState } from '../state/networkState'

/**
 * Whose data the account's balances and lists show: the connected address, in its namespace's
 * form (eip155 `0x…`, solana base58), on the active network.
 */
export type DataTarget = {
  address: string
  network: Network
  /** `address@caipNetworkId`: data fetched for one target never shows for another. */
  key: string
}

/** A target of an eip155 account: what the flows that send (send, swap, pay, buy) act for. */
export type AccountTarget = DataTarget & { address: `0x${string}` }

/**
 * The data target while connected to a configured network, in any namespace, else undefined.
 * Balances come from the chain data API wherever it serves the network (eip155 and solana);
 * activity, NFTs and names say for themselves which namespaces they have (FEATURE_NAMESPACES).
 */
export function readDataTarget(
  account: Pick<AccountState, 'address' | 'namespace'>,
  network: Pick<NetworkState, 'caipNetwork'>,
): DataTarget | undefined {
  const { address } = account
  const { caipNetwork } = network
  if (!address || !account.namespace || !caipNetwork) return undefined
  return { address, network: caipNetwork, key: `${address}@${caipNetwork.caipNetworkId}` }
}

/**
 * The target while an eip155 account is connected to a configured network, else undefined. The
 * flows that send (send, swap, pay, buy) and names read eip155 accounts; another namespace's
 * account has none yet.
 */
export function readAccountTarget(
  account: Pick<AccountState, 'address' | 'namespace'>,
  network: Pick<NetworkState, 'caipNetwork'>,
): AccountTarget | undefined {
  const address = evmAddress(account)
  const target = readDataTarget(account, network)
  return address && target ? { ...target, address } : undefined
}
