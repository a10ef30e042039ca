import { type ChainNamespace, FoyerError } from '@foyer/protocol'
import { connectorUidIn } from '../connectors/connector'
import type { ConnectorListItem } from '../connectors/orderConnectors'
import type { Network } from '../networks/network'
import type { AccountState } from '../state/accountState'
import type { NetworkState } from '../state/networkState'
import type { Store } from '../store/createStore'
import { assertConfiguredNamespace } from './configuredNamespaces'
import type { NamespaceAdapter } from './namespaceAdapter'

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
}

/** The namespaces a page uses, and which one's account the kit shows. */
export type Namespaces = ReturnType<typeof createNamespaces>

/**
 * Puts the adapters together: the kit's account and network are the active namespace's (the
 * one last connected, or switched to); connecting, switching and disconnecting go to the adapter
 * they concern. A switch to another namespace while connected needs the connected wallet to
 * offer that namespace too (one row of the Connect view with both); then its other connector is
 * connected and becomes the active one.
 */
export function createNamespaces(deps: Deps) {
  const { adapters } = deps
  const configured = adapters.map((adapter) => adapter.namespace)
  let active = deps.initial

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
  }

  const stops = adapters.flatMap((adapter) => [
    adapter.account.subscribe((next, previous) => {
      // A wallet that connects (or is restored) in a namespace makes it the active one.
      if (next.status !== 'disconnected' && previous.status === 'disconnected')
        active = adapter.namespace
      sync()
    }),
    adapter.network.subscribe(sync),
  ])
  sync()

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
    /** Connects the wallet of `connectorUid` in the namespace of its adapter; others end. */
    async connect(connectorUid: string) {
      const [first, ...rest] = adapters
      const adapter = rest.find((candidate) => candidate.owns(connectorUid)) ?? first
      if (!adapter) throw new FoyerError('FAILED_TO_CONNECT', { details: connectorUid })
      // One wallet at a time: the connections of the other namespaces now end once this one
      // connects (those alone: a switch may connect another meanwhile).
      const replaced = adapters
        .filter((other) => other !== adapter && other.account.get().status === 'connected')
        .map((other) => ({ other, uid: other.account.get().connectorUid }))
      await adapter.connect(connectorUid)
      active = adapter.namespace
      sync()
      await Promise.all(
        replaced
          .filter(({ other, uid }) => other.account.get().connectorUid === uid)
          .map(({ other }) => other.disconnect()),
      )
    },
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
