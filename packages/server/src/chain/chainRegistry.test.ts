import type { Deployments } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { createChainRegistry } from './chainRegistry'

const token = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  name: 'Foyer USD',
  symbol: 'FUSD',
  decimals: 6,
} as const
const oracle = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

describe('createChainRegistry', () => {
  const chains = [
    { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
    { chainId: 137, rpcUrl: 'https://polygon.example' },
  ]
  const deployments: Deployments | undefined = {
    chains: [
      { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', tokens: [token], priceOracle: oracle },
    ],
  }
  const registry = createChainRegistry({ chains, deployments: async () => deployments })

  it('lists the configured chains with what is deployed on them', async () => {
    const [dev, polygon] = await registry.list()
    expect(dev).toMatchObject({
      chainId: 31337,
      caipNetworkId: 'eip155:31337',
      name: 'Foyer dev chain A',
      tokens: [token],
      priceOracle: oracle,
      collectibles: [],
    })
    expect(polygon).toMatchObject({
      caipNetworkId: 'eip155:137',
      nativeCurrency: { symbol: 'POL', decimals: 18 },
      tokens: [],
      priceOracle: undefined,
    })
  })

  it('finds a chain by id and answers undefined for one it does not serve', async () => {
    expect((await registry.get(137))?.rpcUrl).toBe('https://polygon.example')
    expect(await registry.get(1)).toBeUndefined()
  })

  it('lists a chain’s configured tokens first, then deployed ones it does not list', async () => {
    const usdc = {
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
    } as const
    const sameAsDeployed = { ...token, address: token.address.toLowerCase() as `0x${string}` }
    const listing = createChainRegistry({
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', tokens: [usdc, sameAsDeployed] }],
      deployments: async () => ({
        chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', tokens: [token] }],
      }),
    })
    expect((await listing.get(31337))?.tokens).toEqual([usdc, sameAsDeployed])
  })

  it('reads the deployments again once recheckMs has passed, not before', async () => {
    let clock = 0
    let reads = 0
    let current: Deployments | undefined = deployments
    const timed = createChainRegistry({
      chains,
      deployments: async () => {
        reads += 1
        return current
      },
      recheckMs: 1_000,
      now: () => clock,
    })
    expect((await timed.get(31337))?.tokens).toEqual([token])
    current = undefined
    clock = 999
    expect((await timed.get(31337))?.tokens).toEqual([token])
    expect(await timed.list()).toHaveLength(2)
    expect(reads).toBe(1)
    clock = 1_000
    expect((await timed.get(31337))?.tokens).toEqual([])
    expect(reads).toBe(2)
  })

  it('keeps no failed read of the deployments', async () => {
    let fail = true
    const flaky = createChainRegistry({
      chains,
      deployments: async () => {
        if (fail) throw new Error('deployments.json is not JSON')
        return deployments
      },
      now: () => 0,
    })
    await expect(flaky.list()).rejects.toThrow('not JSON')
    fail = false
    expect((await flaky.get(31337))?.priceOracle).toBe(oracle)
  })

  it('gives each caller its own list', async () => {
    const first = await registry.list()
    first.pop()
    expect(await registry.list()).toHaveLength(2)
  })
})
