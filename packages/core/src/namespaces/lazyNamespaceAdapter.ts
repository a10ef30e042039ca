import type { ChainNamespace } from '@foyer/protocol'
import type { Connector } from '../connectors/connector'
import type { Network } from '../networks/network'
import { type AccountState, DISCONNECTED } from '../state/accountState'
import type { NetworkState } from '../state/networkState'
import { createStore } from '../store/createStore'
import type { NamespaceAdapter } from './namespaceAdapter'

type Deps<A extends NamespaceAdapter> = {
  namespace: ChainNamespace
  /** The dapp's networks of this namespace, the first its default. */
  networks: readonly Network[]
  balances: NamespaceAdapter['balances']
  /** Whether `connectorUid` is one of its connectors (known from the uid, before it loads). */
  owns(connectorUid: string): boolean
  /** Loads the adapter's code (its own chunk) and creates it. */
  create(): Promise<A & { release(): void }>
}

/**
 * A namespace adapter whose code loads in its own chunk (solana, bip122: their Wallet Standard
 * code), so that the page's first load does not carry it. Until it has loaded: no wallets,
 * disconnected, on the first network; then its stores follow the loaded adapter's, and every
 * action waits for it. `load` starts it (createFoyer does at once in the browser, as wagmi's).
 */
export function lazyNamespaceAdapter<A extends NamespaceAdapter>(deps: Deps<A>) {
  const home = deps.networks[0]
  if (!home) throw new Error(`The ${deps.namespace} adapter needs at least one network`)
  const connectors = createStore<{ items: readonly Connector[] }>({ items: [] })
  const account = createStore<AccountState>(DISCONNECTED)
  const network = createStore<NetworkState>({
    caipNetwork: home,
    chainId: String(home.id),
    isSupported: true,
  })
  let loaded: (A & { release(): void }) | undefined
  let loading: Promise<A & { release(): void }> | undefined
  let released = false
  const stops: (() => void)[] = []

  function follow(real: A & { release(): void }) {
    loaded = real
    // Replaced whole (not merged): the same states as the adapter's own.
    connectors.set(() => ({ items: real.connectors.get() }))
    account.set(() => real.account.get())
    network.set(() => real.network.get())
    stops.push(
      real.connectors.subscribe((items) => connectors.set(() => ({ items }))),
      real.account.subscribe((state) => account.set(() => state)),
      real.network.subscribe((state) => network.set(() => state)),
    )
  }

  function load(): Promise<A & { release(): void }> {
    loading ??= deps.create().then(
      (real) => {
        if (released) real.release()
        else follow(real)
        return real
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  /** Calls the loaded adapter: at once once loaded (the same promise as its own), else after. */
  function call<R>(action: (real: A & { release(): void }) => Promise<R>): Promise<R> {
    return loaded ? action(loaded) : load().then(action)
  }

  const adapter: NamespaceAdapter = {
    namespace: deps.namespace,
    networks: deps.networks,
    connectors: {
      get: () => connectors.get().items,
      subscribe: (listener) =>
        connectors.subscribe((state, previous) => listener(state.items, previous.items)),
    },
    account: { get: account.get, subscribe: account.subscribe },
    network: { get: network.get, subscribe: network.subscribe },
    balances: deps.balances,
    owns: deps.owns,
    connect: (connectorUid) => call((real) => real.connect(connectorUid)),
    disconnect: () => call((real) => real.disconnect()),
    switchNetwork: (target) => call((real) => real.switchNetwork(target)),
    signMessage: (message) => call((real) => real.signMessage(message)),
    nativeBalance: (address, target) => call((real) => real.nativeBalance(address, target)),
    load: async () => {
      await load()
    },
  }

  return {
    adapter,
    load,
    call,
    /** The loaded adapter; none yet. */
    current: () => loaded,
    release() {
      released = true
      for (const stop of stops) stop()
      loaded?.release()
    },
  }
}
