import { describe, expect, it } from 'vitest'
import type { Connector } from '../connectors/connector'
import { devSolana } from '../networks/devChains'
import { type AccountState, DISCONNECTED } from '../state/accountState'
import type { NetworkState } from '../state/networkState'
import { createStore } from '../store/createStore'
import { lazyNamespaceAdapter } from './lazyNamespaceAdapter'
import type { NamespaceAdapter } from './namespaceAdapter'

const wallet: Connector = {
  id: 'wallet-standard:Loaded',
  uid: 'wallet-standard:Loaded',
  name: 'Loaded',
  type: 'ANNOUNCED',
  chain: 'solana',
}
const connected: AccountState = {
  status: 'connected',
  isConnected: true,
  namespace: 'solana',
  address: 'So11111111111111111111111111111111111111112',
  caipAddress: `${devSolana.caipNetworkId}:So11111111111111111111111111111111111111112`,
  chainId: String(devSolana.id),
  connectorUid: wallet.uid,
  connectorId: wallet.id,
}

/** An adapter as its chunk would create it: stores of its own, a record of what it was asked. */
function loadedAdapter() {
  const connectors = createStore<{ items: readonly Connector[] }>({ items: [wallet] })
  const account = createStore<AccountState>(DISCONNECTED)
  const network = createStore<NetworkState>({
    caipNetwork: devSolana,
    chainId: String(devSolana.id),
    isSupported: true,
  })
  const calls: string[] = []
  const adapter: NamespaceAdapter & { release(): void } = {
    namespace: 'solana',
    networks: [devSolana],
    connectors: {
      get: () => connectors.get().items,
      subscribe: (listener) =>
        connectors.subscribe((state, previous) => listener(state.items, previous.items)),
    },
    account: { get: account.get, subscribe: account.subscribe },
    network: { get: network.get, subscribe: network.subscribe },
    balances: 'chainData',
    owns: (uid) => uid.startsWith('wallet-standard:'),
    async connect(uid) {
      calls.push(`connect ${uid}`)
      account.set(() => connected)
    },
    async disconnect() {
      calls.push('disconnect')
      account.set(() => DISCONNECTED)
    },
    async switchNetwork() {},
    signMessage: async (message) => `signed ${message}`,
    nativeBalance: async () => 5n,
    release: () => calls.push('release'),
  }
  return { adapter, calls, connectors }
}

function lazyOf(real: ReturnType<typeof loadedAdapter>) {
  let created = 0
  const lazy = lazyNamespaceAdapter({
    namespace: 'solana',
    networks: [devSolana],
    balances: 'chainData',
    owns: (uid) => uid.startsWith('wallet-standard:'),
    create: async () => {
      created++
      return real.adapter
    },
  })
  return { lazy, created: () => created }
}

describe('lazyNamespaceAdapter', () => {
  it('is disconnected with no wallets on the first network until it loads, then follows the adapter', async () => {
    const real = loadedAdapter()
    const { lazy, created } = lazyOf(real)
    const { adapter } = lazy
    expect(adapter.connectors.get()).toEqual([])
    expect(adapter.account.get()).toEqual(DISCONNECTED)
    expect(adapter.network.get().caipNetwork).toBe(devSolana)
    expect(adapter.owns(wallet.uid)).toBe(true)
    expect(created()).toBe(0)

    const seen: AccountState[] = []
    adapter.account.subscribe((state) => seen.push(state))
    await adapter.load?.()
    await adapter.load?.()
    expect(created()).toBe(1)
    expect(adapter.connectors.get()).toEqual([wallet])

    await adapter.connect(wallet.uid)
    expect(real.calls).toEqual([`connect ${wallet.uid}`])
    expect(adapter.account.get()).toBe(connected)
    expect(seen).toEqual([connected])
    real.connectors.set({ items: [] })
    expect(adapter.connectors.get()).toEqual([])
  })

  it('loads on the first action and answers with the loaded adapter', async () => {
    const real = loadedAdapter()
    const { lazy, created } = lazyOf(real)
    expect(await lazy.adapter.signMessage('hi')).toBe('signed hi')
    expect(await lazy.adapter.nativeBalance('x', devSolana)).toBe(5n)
    expect(created()).toBe(1)
    expect(lazy.current()).toBe(real.adapter)
  })

  it('released before it loaded: the adapter is released as it arrives and followed no more', async () => {
    const real = loadedAdapter()
    const { lazy } = lazyOf(real)
    const loading = lazy.load()
    lazy.release()
    await loading
    expect(real.calls).toEqual(['release'])
    expect(lazy.adapter.connectors.get()).toEqual([])
  })

  it('a failed load can be tried again', async () => {
    const real = loadedAdapter()
    let attempts = 0
    const lazy = lazyNamespaceAdapter({
      namespace: 'solana',
      networks: [devSolana],
      balances: 'chainData',
      owns: () => true,
      create: async () => {
        attempts++
        if (attempts === 1) throw new Error('chunk failed')
        return real.adapter
      },
    })
    await expect(lazy.adapter.disconnect()).rejects.toThrow('chunk failed')
    await lazy.adapter.disconnect()
    expect(real.calls).toEqual(['disconnect'])
  })
})
