import type { CaipAddress } from '@foyer/protocol'
import type { Config, State } from '@wagmi/core'
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
  /** Id of the connector in use (e.g. `injected`, an EIP-6963 rdns, the embedded wallet's). */
  connectorId: string | undefined
}

export const DISCONNECTED: AccountState = {
  status: 'disconnected',
  isConnected: false,
  address: undefined,
  caipAddress: undefined,
  chainId: undefined,
  connectorUid: undefined,
  connectorId: undefined,
}

/**
 * The account in wagmi's connection state (as wagmi's `getConnection` reads it); `live` are the
 * config's connectors (none for the state a server rendered with).
 */
export function accountStateOf(
  state: Pick<State, 'status' | 'connections' | 'current'>,
  live: readonly { uid: string }[],
): AccountState {
  const connection = state.current ? state.connections.get(state.current) : undefined
  const reconnecting = state.status === 'reconnecting'
  // While reconnecting, wagmi lists each wallet that answered (its live connector) before it has
  // tried them all: that one is connected. A connection restored from storage, or the state a
  // server rendered with, has a stored copy of its connector: not connected until it answers.
  const answered = reconnecting && live.some((one) => one.uid === connection?.connector.uid)
  const connected = state.status === 'connected' || answered
  const known = connected || (reconnecting && connection?.accounts[0] !== undefined)
  if (state.status === 'disconnected') return DISCONNECTED
  const address = known ? connection?.accounts[0] : undefined
  const chainId = known ? connection?.chainId : undefined
  return {
    status: connected ? 'connected' : 'connecting',
    isConnected: connected,
    address,
    caipAddress: address && chainId ? `eip155:${chainId}:${address}` : undefined,
    chainId,
    connectorUid: connected ? connection?.connector.uid : undefined,
    connectorId: connected ? connection?.connector.id : undefined,
  }
}

/** The account in a wagmi config's connection state. */
export function readAccountState(config: Config): AccountState {
  return accountStateOf(config.state, config.connectors)
}

export function sameAccountState(a: AccountState, b: AccountState): boolean {
  return (
    a.status === b.status &&
    a.address === b.address &&
    a.chainId === b.chainId &&
    a.connectorUid === b.connectorUid
  )
}
