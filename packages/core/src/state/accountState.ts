import type { CaipAddress } from '@foyer/protocol'
import { type Config, getConnection } from '@wagmi/core'
import type { Address } from 'viem'

/** Connection status (docs/product.md). wagmi's `reconnecting` counts as connecting. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

export type AccountState = {
  status: ConnectionStatus
  isConnected: boolean
  address: Address | undefined
  caipAddress: CaipAddress | undefined
  chainId: number | undefined
  /** wagmi uid of the connector in use. */
  connectorUid: string | undefined
}

export function readAccountState(config: Config): AccountState {
  const connection = getConnection(config)
  const connected = connection.status === 'connected'
  const address = connected ? connection.address : undefined
  const chainId = connected ? connection.chainId : undefined
  const status: ConnectionStatus = connected
    ? 'connected'
    : connection.status === 'disconnected'
      ? 'disconnected'
      : 'connecting'
  return {
    status,
    isConnected: connected,
    address,
    caipAddress: address && chainId ? `eip155:${chainId}:${address}` : undefined,
    chainId,
    connectorUid: connected ? connection.connector.uid : undefined,
  }
}

export function sameAccountState(a: AccountState, b: AccountState): boolean {
  return (
    a.status === b.status &&
    a.address === b.address &&
    a.chainId === b.chainId &&
    a.connectorUid === b.connectorUid
  )
}
