import { type ChainNamespace, FoyerError } from '@foyer/protocol'
import { connectorUidIn } from '../connectors/connector'
import type { ConnectorListItem } from '../connectors/orderConnectors'
import { findNetwork } from '../networks/findNetwork'
import type { Network } from '../networks/network'
import type { AccountState } from '../state/accountState'
import type { NetworkState } from '../state/networkState'
import { createStore, type Store } from '../store/createStore'
import { assertConfiguredNamespace } from './configuredNamespaces'
import type { AdapterConnection, NamespaceAdapter } from './namespaceAdapter'
import type { ProfileWallet } from './profileWallet'

type Deps = {
  /** One adapter per configured namespace; the first answers for connectors no other owns. */
  adapters: readonly NamespaceAdapter[]
  /** The namespace shown while nothing is connected (the default network's). */
  initial: ChainNamespace
  /** The kit's account and network: the active namespace's. */
  account: Store<AccountState>
  network: Store<NetworkState>
  /** The Connect view's rows: which namespaces the connected wallet also offers. */
  listed(): readonly ConnectorListItem[]
  /**
   * The `multiWallet` feature (docs/product.md#profile-wallets): on, a wallet that connects
   * keeps the others connected; off, one wallet at a time.
   */
  multiWallet(): boolean
}

/** The wallets connected to the page (profile wallets), in the order they connected. */
export type ProfileWalletsState = { items: readonly ProfileWallet[] }

/** The namespaces a page uses, and which one's account the kit shows. */
export type Namespaces = ReturnType<typeof createNamespaces>

/**
 * Puts the adapters together: the kit's account and network are the active namespace's (the
 * one last connected, or switched to); connecting, switching and disconnecting go to the adapter
 * they concern. A switch to another namespace while connected needs the connected wallet to
 * offer that namespace too (one row of the Connect view with both); then its other connector is
 * connected and becomes the active one. With `multiWallet` on, wallets stay connected side by
 * side (`wallets`): one is active, `switchWallet` picks another, `disconnectWallet` ends one.
 */
export function createNamespaces(deps: Deps) {
  const { adapters } = deps
  const configured = adapters.map((adapter) => adapter.namespace)
  let active = deps.initial
  const wallets = createStore<ProfileWalletsState>({ items: [] })
  // When each wallet connected (the list's order), by id.
  const connectedAt = new Map<string, number>()
  let sequence = 0

  const adapterOf = (namespace: ChainNamespace) => {
    const adapter = adapters.find((candidate) => candidate.namespace === namespace)
    if (!adapter) throw new FoyerError('NAMESPACE_NOT_CONFIGURED', { params: { chain: namespace } })
    return adapter
  }

  function sync() {
    const current = adapterOf(active)
    // The active namespace shows while it has an account; else another that has one.
    const shown =
      current.account.get().status !== 'disconnected'
        ? current
        : (adapters.find((adapter) => adapter.account.get().status !== 'disconnected') ?? current)
    active = shown.namespace
    deps.account.set(shown.account.get())
    deps.network.set(shown.network.get())
    showWallets()
  }

  /** An adapter's connected wallets: its `connections`, or its account's wallet alone. */
  function connectionsOf(adapter: NamespaceAdapter): readonly AdapterConnection[] {
    if (adapter.connections) return adapter.connections.get().items
    const { status, address, connectorUid, connectorId, chainId } = adapter.account.get()
    if (status !== 'connected' || !address || !connectorUid || chainId === undefined) return []
    const connectorIdOrUid = connectorId ?? connectorUid
    return [
      {
        connectorUid,
        connectorId: connectorIdOrUid,
        name: connectorIdOrUid,
        icon: undefined,
        address,
        chainId,
      },
    ]
  }

  function toWallet(adapter: NamespaceAdapter, connection: AdapterConnection): ProfileWallet {
    const { connectorUid, address, chainId } = connection
    const kit = deps.account.get()
    // The Connect view's row names the wallet as the visitor chose it (one row per wallet).
    const row = deps
      .listed()
      .find(
        ({ connector }) =>
          connector.uid === connectorUid ||
          connector.alsoIn?.some((other) => other.uid === connectorUid),
      )?.connector
    const network = findNetwork(adapter.networks, chainId)
    return {
      id: `${adapter.namespace}:${connectorUid}`,
      namespace: adapter.namespace,
      connectorUid,
      connectorId: connection.connectorId,
      name: row?.name ?? connection.name,
      icon: row?.imageUrl ?? connection.icon,
      address,
      caipAddress: network
        ? `${network.caipNetworkId}:${address}`
        : adapter.namespace === 'eip155'
          ? `eip155:${chainId}:${address}`
          : undefined,
      chainId,
      network,
      active:
        kit.isConnected && kit.namespace === adapter.namespace && kit.connectorUid === connectorUid,
    }
  }

  function showWallets() {
    const items = adapters.flatMap((adapter) =>
      connectionsOf(adapter).map((connection) => toWallet(adapter, connection)),
    )
    const ids = new Set(items.map((wallet) => wallet.id))
    for (const id of connectedAt.keys()) if (!ids.has(id)) connectedAt.delete(id)
    for (const { id } of items) if (!connectedAt.has(id)) connectedAt.set(id, sequence++)
    items.sort((a, b) => (connectedAt.get(a.id) ?? 0) - (connectedAt.get(b.id) ?? 0))
    if (!sameWallets(items, wallets.get().items)) wallets.set({ items })
  }

  function walletOf(id: string): ProfileWallet {
    const wallet = wallets.get().items.find((candidate) => candidate.id === id)
    if (!wallet) throw new FoyerError('NO_ADDRESS_OR_CONNECTOR', { details: id })
    return wallet
  }

  async function switchWallet(id: string) {
    const wallet = walletOf(id)
    const adapter = adapterOf(wallet.namespace)
    if (adapter.account.get().connectorUid !== wallet.connectorUid)
      await adapter.switchConnection?.(wallet.connectorUid)
    active = wallet.namespace
    sync()
  }

  const stops = adapters.flatMap((adapter) => [
    adapter.account.subscribe((next, previous) => {
      // A wallet that connects (or is restored) in a namespace makes it the active one.
      if (next.status !== 'disconnected' && previous.status === 'disconnected')
        active = adapter.namespace
      sync()
    }),
    adapter.network.subscribe(sync),
    ...(adapter.connections ? [adapter.connections.subscribe(showWallets)] : []),
  ])
  sync()

  /** Ends `adapter`'s connections but the one of `connectorUid` (its account's). */
  function endOtherConnections(adapter: NamespaceAdapter, connectorUid: string) {
    const { connections, disconnectConnection } = adapter
    if (!connections || !disconnectConnection) return []
    const kept = new Set([connectorUid, adapter.account.get().connectorUid])
    return connections
      .get()
      .items.filter((connection) => !kept.has(connection.connectorUid))
      .map((connection) => disconnectConnection.call(adapter, connection.connectorUid))
  }

  /** The connected wallet's connector in `namespace`, when its row offers that namespace. */
  function connectedUidIn(namespace: ChainNamespace): string | undefined {
    const { connectorUid } = deps.account.get()
    const row = deps
      .listed()
      .find(
        ({ connector }) =>
          connector.uid === connectorUid ||
          connector.alsoIn?.some((other) => other.uid === connectorUid),
      )
    return row ? connectorUidIn(row.connector, namespace) : undefined
  }

  return {
    configured,
    adapterOf,
    active: () => active,
    /**
     * Resolves once every adapter with its own chunk (solana, bip122) has loaded and lists its
     * wallets; they start loading with the page in the browser.
     */
    load: async () => {
      await Promise.all(adapters.map((adapter) => adapter.load?.()))
    },
    /** The wallets connected to the page, in the order they connected (one is `active`). */
    wallets: { get: wallets.get, subscribe: wallets.subscribe },
    /**
     * Connects the wallet of `connectorUid` in the namespace of its adapter and makes it the
     * active one (one connected already is only made active); the others end, unless
     * `multiWallet` is on.
     */
    async connect(connectorUid: string) {
      const [first, ...rest] = adapters
      const adapter = rest.find((candidate) => candidate.owns(connectorUid)) ?? first
      if (!adapter) throw new FoyerError('FAILED_TO_CONNECT', { details: connectorUid })
      // Connected already (Add wallet chose one of the profile's): it becomes the active one.
      const connected = wallets
        .get()
        .items.find((wallet) => wallet.id === `${adapter.namespace}:${connectorUid}`)
      if (connected) return switchWallet(connected.id)
      // One wallet at a time (without multiWallet): the connections of the other namespaces now
      // end once this one connects (those alone: a switch may connect another meanwhile).
      const replaced = deps.multiWallet()
        ? []
        : adapters
            .filter((other) => other !== adapter && other.account.get().status === 'connected')
            .map((other) => ({ other, uid: other.account.get().connectorUid }))
      await adapter.connect(connectorUid)
      active = adapter.namespace
      sync()
      await Promise.all([
        ...replaced
          .filter(({ other, uid }) => other.account.get().connectorUid === uid)
          .map(({ other }) => other.disconnect()),
        // Within the namespace too: the adapter's earlier connections (wagmi keeps them) end.
        ...(deps.multiWallet() ? [] : endOtherConnections(adapter, connectorUid)),
      ])
      sync()
    },
    /** Makes the connected wallet `id` the active one: the kit's account becomes its. */
    switchWallet,
    /**
     * Ends the connection of wallet `id` alone; when it was the active one, the next connected
     * wallet becomes active (none left: disconnected).
     */
    async disconnectWallet(id: string) {
      const wallet = walletOf(id)
      const before = wallets.get().items.find((candidate) => candidate.active)
      const adapter = adapterOf(wallet.namespace)
      if (adapter.disconnectConnection) await adapter.disconnectConnection(wallet.connectorUid)
      else await adapter.disconnect()
      sync()
      // The active wallet stays active (ending another may move wagmi's current connection).
      const remaining = wallets.get().items
      const next =
        remaining.find((candidate) => candidate.id === before?.id && before.id !== id) ??
        remaining[0]
      if (next && !next.active) await switchWallet(next.id)
    },
    /** Ends every connection, in every namespace. */
    async disconnect() {
      await Promise.all(
        adapters
          .filter((adapter) => adapter.account.get().status !== 'disconnected')
          .map((adapter) => adapter.disconnect()),
      )
    },
    /**
     * Whether a switch to `network` can happen: always while disconnected or within the active
     * namespace; across namespaces, only when the connected wallet offers the target's.
     */
    canSwitchTo(network: Network): boolean {
      if (!configured.includes(network.chainNamespace)) return false
      const account = deps.account.get()
      if (!account.isConnected || account.namespace === network.chainNamespace) return true
      return connectedUidIn(network.chainNamespace) !== undefined
    },
    async switchNetwork(network: Network) {
      const namespace = assertConfiguredNamespace(configured, network)
      const target = adapterOf(namespace)
      const account = deps.account.get()
      if (account.isConnected && account.namespace !== namespace) {
        const uid = connectedUidIn(namespace)
        if (!uid)
          throw new FoyerError('NAMESPACE_NOT_SUPPORTED_BY_WALLET', { params: { namespace } })
        if (target.account.get().connectorUid !== uid) await target.connect(uid)
      }
      await target.switchNetwork(network)
      active = namespace
      sync()
    },
    /** Signs `message` with the active account (the namespace's usual signature form). */
    signMessage: (message: string) => adapterOf(active).signMessage(message),
    release() {
      for (const stop of stops) stop()
    },
  }
}

function sameWallets(a: readonly ProfileWallet[], b: readonly ProfileWallet[]): boolean {
  return (
    a.length === b.length &&
    a.every((wallet, index) => {
      const other = b[index]
      return (
        other !== undefined &&
        wallet.id === other.id &&
        wallet.address === other.address &&
        wallet.chainId === other.chainId &&
        wallet.active === other.active &&
        wallet.name === other.name &&
        wallet.icon === other.icon
      )
    })
  )
}
