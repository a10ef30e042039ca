import type { CaipAddress } from '@foyer/protocol'
import { type Config, getConnection } from '@wagmi/core'
import type { Address } from 'viem'

/** Connection status (docs/product.md). wagmi's `reconnecting` counts as connecting. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

export type AccountState = {
  status: ConnectionStatus
  isConnected: boolean
  /**
   * The connected account; while `connecting` to restore a remembered connection (from storage,
   * or the state a server rendered with), the account being restored: a button may show it.
   */
  address: Address | undefined
  caipAddress: CaipAddress | undefined
  chainId: number | undefined
  /** wagmi uid of the connector in use. */
  connectorUid: string | undefined
}

export function readAccountState(config: Config): AccountState {
  const connection = getConnection(config)
  const reconnecting = connection.status === 'reconnecting'
  // While reconnecting, wagmi lists each wallet that answered (its live connector) before it has
  // tried them all: that one is connected. A connection restored from storage, or the state a
  // server rendered with, has a stored copy of its connector: not connected until it answers.
  const answered =
    reconnecting && config.connectors.some((live) => live.uid === connection.connector?.uid)
  const connected = connection.status === 'connected' || answered
  const known = connected || (reconnecting && connection.address !== undefined)
  const address = known ? connection.address : undefined
  const chainId = known ? connection.chainId : undefined
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
    connectorUid: connected ? connection.connector?.uid : undefined,
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
