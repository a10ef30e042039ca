import type { CaipAddress, ChainNamespace } from '@foyer/protocol'
import type { Config, State } from '@wagmi/core'

/** Connection status (docs/product.md). wagmi's `reconnecting` counts as connecting. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

export type AccountState = {
  status: ConnectionStatus
  isConnected: boolean
  /** The namespace of the account (eip155, solana, …); undefined while disconnected. */
  namespace: ChainNamespace | undefined
  /**
   * The connected account; while `connecting` to restore a remembered connection (from storage,
   * or the state a server rendered with), the account being restored: a button may show it.
   * In its namespace's form: eip155 `0x…` (checksummed), solana base58. `evmAddress` narrows it.
   */
  address: string | undefined
  /** CAIP-10: `eip155:1:0xabc…`, `solana:5eyk…:7xKX…`. */
  caipAddress: CaipAddress | undefined
  /** eip155: the numeric chain id; other namespaces: the CAIP-2 reference (`5eykt4Us…`). */
  chainId: number | string | undefined
  /** wagmi uid of the connector in use. */
  connectorUid: string | undefined
  /** Id of the connector in use (e.g. `injected`, an EIP-6963 rdns, the embedded wallet's). */
  connectorId: string | undefined
}

export const DISCONNECTED: AccountState = {
  status: 'disconnected',
  isConnected: false,
  namespace: undefined,
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
    namespace: 'eip155',
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
    a.namespace === b.namespace &&
    a.address === b.address &&
    a.chainId === b.chainId &&
    a.connectorUid === b.connectorUid
  )
}

/** The account's address when it is an eip155 account (viem's `0x` type), else undefined. */
export function evmAddress(
  account: Pick<AccountState, 'namespace' | 'address'>,
): `0x${string}` | undefined {
  return account.namespace === 'eip155' && account.address?.startsWith('0x')
    ? (account.address as `0x${string}`)
    : undefined
}
