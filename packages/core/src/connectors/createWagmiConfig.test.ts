import { type Anvil, startAnvil } from '@foyer/devchain'
import { getBalance } from '@wagmi/core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer'
import { devChainA, devChainB } from '../networks/devChains'
import { solana } from '../networks/solanaNetworks'
import { STORAGE_KEYS } from '../storage/storageKeys'
import { memoryStorage } from '../testing/scriptedWallet'
import { createWagmiConfig } from './createWagmiConfig'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let anvil: Anvil

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0 })
})
afterAll(async () => {
  await anvil?.stop()
})

it('builds the config Foyer would: the eip155 networks as chains, their RPC URLs, injected()', async () => {
  const storage = memoryStorage()
  const config = createWagmiConfig({
    networks: [solana, devChainA, devChainB],
    rpcUrls: { 31337: anvil.rpcUrl },
    storage,
  })
  expect(config.chains.map((chain) => chain.id)).toEqual([31337, 31338])
  expect(config.chains[0].rpcUrls.default.http).toEqual([anvil.rpcUrl])
  expect(config.connectors.map((connector) => connector.id)).toEqual(['injected'])
  // Its transport reaches the RPC URL given: anvil's test account holds 10 000 ETH.
  const balance = await getBalance(config, { address, chainId: 31337 })
  expect(balance.value).toBe(10_000n * 10n ** 18n)
  // wagmi's state goes to `storage` under Foyer's key.
  config.setState((state) => ({ ...state, chainId: 31338 }))
  expect(storage.getItem(`${STORAGE_KEYS.wagmi}.store`)).toContain('31338')
})

it('refuses networks with no eip155 one, with the code', () => {
  expect(() => createWagmiConfig({ networks: [solana] })).toThrow(
    expect.objectContaining({ code: 'EIP155_NETWORK_REQUIRED' }),
  )
})

it("is the config a Foyer given it provides from the start, with Foyer's connectors added once built", async () => {
  const wagmiConfig = createWagmiConfig({ networks: [devChainA], storage: memoryStorage() })
  const foyer = createFoyer({
    networks: [devChainA],
    wagmiConfig,
    storage: memoryStorage(),
    logLevel: 'silent',
  })
  expect(foyer.wagmi.dappConfig).toBe(wagmiConfig)
  expect((await foyer.wagmi.load()).config).toBe(wagmiConfig)
  // Its own injected() stays the only one.
  expect(wagmiConfig.connectors.filter((c) => c.id === 'injected')).toHaveLength(1)
  foyer.destroy()
})
