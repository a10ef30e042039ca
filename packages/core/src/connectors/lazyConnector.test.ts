import { createConfig, createConnector, http, reconnect } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { devChainA } from '../networks/devChains'
import { toViemChain } from '../networks/toViemChain'
import { lazyConnector } from './lazyConnector'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A heavy part that is always authorized and connects at once. */
const heavy = createConnector(() => ({
  id: 'dev.foyer.heavy',
  name: 'Heavy',
  type: 'heavy',
  // biome-ignore lint/suspicious/noExplicitAny: wagmi types `accounts` by its withCapabilities flag
  connect: async () => ({ accounts: [ACCOUNT] as any, chainId: 31337 }),
  disconnect: async () => {},
  getAccounts: async () => [ACCOUNT],
  getChainId: async () => 31337,
  getProvider: async () => ({ heavy: true }),
  isAuthorized: async () => true,
  onAccountsChanged: () => {},
  onChainChanged: () => {},
  onDisconnect: () => {},
}))

function setup(mayReconnect: boolean) {
  let loads = 0
  const connector = lazyConnector({
    id: 'dev.foyer.heavy',
    name: 'Heavy',
    type: 'heavy',
    load: async () => {
      loads++
      return heavy
    },
    mayReconnect: () => mayReconnect,
  })
  const config = createConfig({
    chains: [toViemChain(devChainA)],
    connectors: [connector],
    multiInjectedProviderDiscovery: false,
    transports: { 31337: http() },
    storage: null,
  })
  return { config, loads: () => loads }
}

describe('lazyConnector', () => {
  it('loads nothing when wagmi reconnects a connector this device never used', async () => {
    const { config, loads } = setup(false)
    expect(await reconnect(config)).toEqual([])
    expect(loads()).toBe(0)
    expect(config.state.status).toBe('disconnected')
  })

  it('loads its heavy part once and reconnects when this device used it', async () => {
    const { config, loads } = setup(true)
    const connections = await reconnect(config)
    expect(connections.map((connection) => connection.accounts)).toEqual([[ACCOUNT]])
    expect(config.state.status).toBe('connected')
    await config.connectors[0]?.getAccounts()
    expect(loads()).toBe(1)
  })
})
