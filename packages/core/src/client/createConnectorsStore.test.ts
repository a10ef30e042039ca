import { createConfig, createConnector, http, injected } from '@wagmi/core'
import { afterEach, describe, expect, it } from 'vitest'
import { EMBEDDED_CONNECTOR_ID } from '../constants'
import { devChainA } from '../networks/devChains'
import { toViemChain } from '../networks/toViemChain'
import { createStorage } from '../storage/createStorage'
import { getRecentWallets } from '../storage/recentWallets'
import { memoryStorage } from '../testing/scriptedWallet'
import { createConnectorsStore } from './createConnectorsStore'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

/** A connector that only has to be listed, never connected. */
function listedOnly(id: string, name: string) {
  return createConnector(() => ({
    id,
    name,
    type: id,
    connect: async () => {
      throw new Error('not used')
    },
    disconnect: async () => {},
    getAccounts: async () => [],
    getChainId: async () => 31337,
    getProvider: async () => ({}),
    isAuthorized: async () => false,
    onAccountsChanged: () => {},
    onChainChanged: () => {},
    onDisconnect: () => {},
  }))
}

function setup() {
  const config = createConfig({
    chains: [toViemChain(devChainA)],
    connectors: [injected()],
    multiInjectedProviderDiscovery: false,
    transports: { 31337: http() },
    storage: null,
  })
  const storage = createStorage(memoryStorage())
  const store = createConnectorsStore(config, storage)
  stops.push(store.watch())
  /** Adds a connector as startEmbeddedWallet does, after the store was created. */
  const add = (id: string, name: string) => {
    const connector = config._internal.connectors.setup(listedOnly(id, name))
    config._internal.connectors.setState((list) => [...list, connector])
    return connector
  }
  return { config, store, storage, add }
}

const ids = (store: ReturnType<typeof setup>['store']) =>
  store.get().items.map((item) => item.connector.id)

describe('createConnectorsStore', () => {
  it('never lists the embedded connector, nor keeps it among recent wallets', () => {
    const { store, storage, add } = setup()
    const other = add('dev.foyer.other', 'Other')
    const embedded = add(EMBEDDED_CONNECTOR_ID, 'Email')
    expect(ids(store)).toEqual(['injected', 'dev.foyer.other'])
    store.remember(embedded.uid)
    expect(ids(store)).toEqual(['injected', 'dev.foyer.other'])
    expect(getRecentWallets(storage)).toEqual([])
    store.remember(other.uid)
    expect(store.get().items.map((item) => [item.section, item.connector.id])).toEqual([
      ['recent', 'dev.foyer.other'],
      ['injected', 'injected'],
    ])
  })
})
