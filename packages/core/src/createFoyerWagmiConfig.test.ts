import { type Anvil, startAnvil } from '@foyer/devchain'
import { type Config, createConfig, createStorage, getBalance, http, mock } from '@wagmi/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createFoyer } from './createFoyer'
import { EMBEDDED_CONNECTOR_ID } from './embedded/embeddedConstants'
import { devChainA, devChainB } from './networks/devChains'
import { toViemChain } from './networks/toViemChain'
import { STORAGE_KEYS } from './storage/storageKeys'
import { memoryStorage } from './testing/scriptedWallet'
import { signInWithWallet } from './testing/signInWallet'
import { WALLETCONNECT_CONNECTOR_ID } from './walletConnect/walletConnectIds'

// Hardhat/anvil test account 0, funded with 10 000 ETH on a fresh anvil.
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chainA = toViemChain(devChainA)
const chainB = toViemChain(devChainB)
const cleanups: (() => void)[] = []
let anvil: Anvil

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0 })
})
afterAll(async () => {
  await anvil?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** The dapp's own wagmi config: its chains, its transport (anvil), its storage, its connector. */
function dappConfig() {
  const storage = memoryStorage()
  const config = createConfig({
    chains: [chainA, chainB],
    connectors: [mock({ accounts: [address] })],
    transports: { [chainA.id]: http(anvil.rpcUrl), [chainB.id]: http('http://127.0.0.1:1') },
    storage: createStorage({ key: 'dapp', storage }),
    multiInjectedProviderDiscovery: false,
  })
  return { config, storage }
}

/** A Foyer on the dapp's config, with wagmi built. */
async function foyerOn(config: Config) {
  const storage = memoryStorage()
  const foyer = createFoyer({
    networks: [devChainA, devChainB],
    wagmiConfig: config,
    storage,
    logLevel: 'silent',
    apiUrl: 'http://127.0.0.1:1',
    projectId: 'test-project',
    embeddedWallet: { frameUrl: 'http://wallet.foyer.localhost:8788/' },
    features: { legalCheckbox: false },
  })
  cleanups.push(foyer.destroy)
  await foyer.wagmi.load()
  return { foyer, storage }
}

describe("createFoyer with the dapp's wagmi config", () => {
  it("uses the dapp's config and adds Foyer's connectors to it", async () => {
    const { config } = dappConfig()
    const { foyer } = await foyerOn(config)
    expect(foyer.wagmi.dappConfig).toBe(config)
    expect((await foyer.wagmi.load()).config).toBe(config)
    expect(foyer.ssr).toBe(false)
    expect(config.connectors.map((c) => c.id)).toEqual([
      'mock',
      'injected',
      EMBEDDED_CONNECTOR_ID,
      WALLETCONNECT_CONNECTOR_ID,
    ])
    // The modal lists the dapp's connector (the embedded wallet and WalletConnect have their own places).
    expect(foyer.connectors.get().items.map((item) => item.connector.id)).toContain('mock')
  })

  it('connects through a connector of the dapp, keeps wagmi state in its storage, reads its transport', async () => {
    const { config, storage: dappStorage } = dappConfig()
    const { foyer, storage } = await foyerOn(config)
    await signInWithWallet(foyer, 'mock')
    expect(foyer.account.get()).toMatchObject({ status: 'connected', address, chainId: 31337 })
    // wagmi keeps the connection under the dapp's key, Foyer its own values in its storage.
    expect(dappStorage.getItem('dapp.store')).toContain(address)
    expect(storage.getItem(`${STORAGE_KEYS.wagmi}.store`)).toBeNull()
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.recentWallets) ?? '[]')).toEqual(['mock'])
    // The dapp's transport: anvil's test account holds 10 000 ETH.
    const balance = await getBalance((await foyer.wagmi.load()).config, { address, chainId: 31337 })
    expect(balance.value).toBe(10_000n * 10n ** 18n)
    await foyer.disconnect()
    expect(foyer.account.get().status).toBe('disconnected')
  })

  it('adds injected() only when the config has none', async () => {
    const storage = memoryStorage()
    const config = createConfig({
      chains: [chainA, chainB],
      transports: { [chainA.id]: http(anvil.rpcUrl), [chainB.id]: http() },
      storage: createStorage({ key: 'dapp', storage }),
      multiInjectedProviderDiscovery: false,
    })
    await foyerOn(config)
    const again = createFoyer({ networks: [devChainA], wagmiConfig: config, storage })
    cleanups.push(again.destroy)
    await again.wagmi.load()
    expect(config.connectors.filter((c) => c.id === 'injected')).toHaveLength(1)
  })

  it('takes its connectors out of the config when destroyed', async () => {
    const { config } = dappConfig()
    const { foyer } = await foyerOn(config)
    foyer.destroy()
    expect(config.connectors.map((c) => c.id)).toEqual(['mock'])
  })

  it("refuses a config without a chain for one of Foyer's networks, naming it", () => {
    const config = createConfig({
      chains: [chainA],
      transports: { [chainA.id]: http(anvil.rpcUrl) },
      multiInjectedProviderDiscovery: false,
    })
    expect(() =>
      createFoyer({
        networks: [devChainA, devChainB],
        wagmiConfig: config,
        storage: memoryStorage(),
      }),
    ).toThrow(
      expect.objectContaining({
        code: 'WAGMI_CONFIG_MISSING_CHAINS',
        message: 'The wagmi config has no chain for Foyer Dev B (31338)',
      }),
    )
    expect(config.connectors).toHaveLength(0)
  })
})
