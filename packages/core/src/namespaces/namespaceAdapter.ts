import type { ChainNamespace } from '@foyer/protocol'
import type { Connector } from '../connectors/connector'
import type { Network } from '../networks/network'
import type { AccountState } from '../state/accountState'
import type { NetworkState } from '../state/networkState'
import type { Store } from '../store/createStore'

/** A store to read and follow; its adapter alone changes it. */
export type AdapterStore<T> = Pick<Store<T>, 'get' | 'subscribe'>

/**
 * One chain namespace (docs/product.md#networks) as the kit sees it: its networks, the wallets it
 * discovers, its account and network, and the few actions every namespace answers. The kit keeps
 * one adapter per configured namespace (`namespaces/<namespace>/`) and shows the active one's
 * account; nothing outside the adapter knows how its wallets are reached.
 */
export interface NamespaceAdapter {
  readonly namespace: ChainNamespace
  /** The dapp's networks of this namespace, the first its default. */
  readonly networks: readonly Network[]
  /** The wallets it discovers, as the Connect view lists them (each `chain` is this namespace). */
  readonly connectors: AdapterStore<readonly Connector[]>
  /** Its account: status, address, CAIP-10 address, chain. */
  readonly account: AdapterStore<AccountState>
  /** Its active network (the wallet's while connected, the dapp's choice otherwise). */
  readonly network: AdapterStore<NetworkState>
  /** Whether `connectorUid` is one of its connectors. */
  owns(connectorUid: string): boolean
  /** Connects the wallet of `connectorUid`; resolves once connected (or already was). */
  connect(connectorUid: string): Promise<void>
  disconnect(): Promise<void>
  /** Makes `network` (one of `networks`) the active one; a connected wallet may refuse. */
  switchNetwork(network: Network): Promise<void>
  /**
   * Signs `message` (UTF-8 text) with the connected account: the signature in the namespace's
   * usual form (eip155: 0x hex; solana: base58).
   */
  signMessage(message: string): Promise<string>
  /** The native balance of `address` on `network`, from the network's node (smallest units). */
  nativeBalance(address: string, network: Network): Promise<bigint>
  /**
   * Its connected wallets when it can hold several at once (eip155, through wagmi's
   * connections); without it, the adapter holds one: its account's.
   */
  readonly connections?: AdapterStore<{ items: readonly AdapterConnection[] }>
  /** Makes the connected wallet of `connectorUid` its account (with `connections`). */
  switchConnection?(connectorUid: string): Promise<void>
  /** Ends the connection of `connectorUid` alone (with `connections`); `disconnect` ends all. */
  disconnectConnection?(connectorUid: string): Promise<void>
  /**
   * Loads its code when it has its own chunk (`lazyNamespaceAdapter`: solana, bip122); resolves
   * once loaded, its wallets listed. Its actions wait for it anyway.
   */
  load?(): Promise<void>
  /** Whether the server's chain data API (`/v1/account/{address}/balance`) serves its balances. */
  readonly balances: 'chainData' | undefined
}

/** One wallet an adapter holds connected. */
export type AdapterConnection = {
  connectorUid: string
  connectorId: string
  /** The wallet's own name and icon, as its connector gives them. */
  name: string
  icon: string | undefined
  address: string
  /** eip155: the numeric chain id; other namespaces: the CAIP-2 reference. */
  chainId: number | string
}
