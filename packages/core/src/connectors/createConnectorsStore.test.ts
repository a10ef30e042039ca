import { createConfig, createConnector, http, injected } from '@wagmi/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { EMBEDDED_CONNECTOR_ID } from '../embedded/embeddedConstants'
import { devChainA } from '../networks/devChains'
import { toViemChain } from '../networks/toViemChain'
import { createStorage } from '../storage/createStorage'
import { getRecentWallets } from '../storage/recentWallets'
import { memoryStorage } from '../testing/scriptedWallet'
import { followConnectors } from '../wagmi/followConnectors'
import { createConnectorsStore } from './createConnectorsStore'

const stops: (() => void)[] = []
const page = window as { ethereum?: unknown }
beforeEach(() => {
  // A legacy provider on the page, as a browser wallet extension injects.
  page.ethereum = {}
})
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  delete page.ethereum
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

/** A config with the injected connector and `listed` ones (id, name), as createFoyer registers them. */
function setup(...listed: [id: string, name: string][]) {
  const config = createConfig({
    chains: [toViemChain(devChainA)],
    connectors: [injected(), ...listed.map(([id, name]) => listedOnly(id, name))],
    multiInjectedProviderDiscovery: false,
    transports: { 31337: http() },
    storage: null,
  })
  const storage = createStorage(memoryStorage())
  const store = createConnectorsStore(storage)
  stops.push(followConnectors(config, store))
  const connector = (id: string) => {
    const found = config.connectors.find((candidate) => candidate.id === id)
    if (!found) throw new Error(`No connector ${id}`)
    return found
  }
  return { config, store, storage, connector }
}

const ids = (store: ReturnType<typeof setup>['store']) =>
  store.get().items.map((item) => item.connector.id)

describe('createConnectorsStore', () => {
  it('never lists the embedded connector, nor keeps it among recent wallets', () => {
    const { store, storage, connector } = setup(
      ['dev.foyer.other', 'Other'],
      [EMBEDDED_CONNECTOR_ID, 'Email'],
    )
    const other = connector('dev.foyer.other')
    const embedded = connector(EMBEDDED_CONNECTOR_ID)
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

  it('lists no legacy injected wallet when the page has no window.ethereum', () => {
    delete page.ethereum
    const { store } = setup(['dev.foyer.other', 'Other'])
    expect(ids(store)).toEqual(['dev.foyer.other'])
  })
})
