import { findNetwork } from '../networks/findNetwork'
import type { Network } from '../networks/network'
import type { AccountState } from './accountState'

export type NetworkState = {
  /** The active network, or undefined when the wallet sits on one that is not configured. */
  caipNetwork: Network | undefined
  /** eip155: the numeric chain id; other namespaces: the CAIP-2 reference. */
  chainId: number | string
  isSupported: boolean
}

/** The wallet's chain while connected, wagmi's chosen chain otherwise. */
export function readNetworkState(
  networks: readonly Network[],
  account: AccountState,
  configChainId: number | string,
): NetworkState {
  const chainId = account.chainId ?? configChainId
  const caipNetwork = findNetwork(networks, chainId)
  return { caipNetwork, chainId, isSupported: caipNetwork !== undefined }
}
