import { type Deployments, MULTICALL3_ADDRESS } from '@foyer/protocol'
import { parseUnits, zeroAddress } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { freePort } from '../../test/postgresCluster'
import { chainClients } from '../chainClients'
import { createChainRegistry, type RegisteredChain } from '../chainRegistry'
import { DEFAULT_RPC_POLICY } from '../rpc/rpcPolicy'
import { type DevChain, startDevChain } from '../test/devChain'
import { countingRpcProxy, type TestRpcServer } from '../test/testRpcServer'
import { assetPrice } from './assetPrice'
import { oraclePriceSource } from './oraclePriceSource'

let dev: DevChain
let node: TestRpcServer & { close(): Promise<void> }
let chain: RegisteredChain
let fusd: `0x${string}`
let foy: `0x${string}`
const source = oraclePriceSource(chainClients({ ...DEFAULT_RPC_POLICY, retryCount: 0 }))

beforeAll(async () => {
  dev = await startDevChain()
  node = await countingRpcProxy(dev.rpcUrl)
  const deployments: Deployments = { chains: [dev.deployment] }
  const registry = createChainRegistry({
    chains: [{ chainId: 31337, rpcUrl: node.url }],
    deployments: async () => deployments,
  })
  const found = await registry.get(31337)
  if (!found) throw new Error('no chain')
  chain = found
  ;[fusd, foy] = chain.tokens.map((token) => token.address) as [`0x${string}`, `0x${string}`]
})
afterAll(async () => {
  await Promise.all([node.close(), dev.stop()])
})
beforeEach(() => {
  node.requests.length = 0
})

describe('oraclePriceSource', () => {
  it('reads the dev prices of the native coin and the tokens with one eth_call', async () => {
    const prices = await source.prices(chain, ['native', fusd, foy], 'usd')
    expect(prices).toEqual(
      new Map<string, number>([
        ['native', 3000],
        [fusd, 1],
        [foy, 0.25],
      ]),
    )
    // The first read checks once that the node has Multicall3 (multicallTargetOf).
    expect(node.methods()).toEqual(['eth_getCode', 'eth_call'])
    node.requests.length = 0
    await source.prices(chain, ['native', fusd, foy], 'usd')
    expect(node.methods()).toEqual(['eth_call'])
    // The transport batches: the request is a batch of one.
    const [call] = [node.requests[0]].flat() as { params: [{ to?: string }] }[]
    expect(call?.params[0].to).toBe(MULTICALL3_ADDRESS)
  })

  it('reads prices in euros', async () => {
    expect(await source.prices(chain, ['native', fusd], 'eur')).toEqual(
      new Map<string, number>([
        ['native', 2760],
        [fusd, 0.92],
      ]),
    )
  })

  it('reads all 8 decimals', async () => {
    await dev.setPrice(foy, 'eur', 12_345_678_901n)
    try {
      expect(await assetPrice(source, chain, foy, 'eur')).toBe(123.45678901)
    } finally {
      await dev.setPrice(foy, 'eur', parseUnits('0.23', 8))
    }
  })

  it('leaves out an asset the oracle has no price for', async () => {
    await dev.setPrice(zeroAddress, 'eur', 0n)
    try {
      const stranger = '0x000000000000000000000000000000000000dEaD'
      const prices = await source.prices(chain, ['native', stranger, fusd], 'eur')
      expect([...prices.keys()]).toEqual([fusd])
    } finally {
      await dev.setPrice(zeroAddress, 'eur', parseUnits('2760', 8))
    }
  })

  it('has no prices on a chain without an oracle, and asks no node', async () => {
    const prices = await source.prices({ ...chain, priceOracle: undefined }, ['native'], 'usd')
    expect(prices.size).toBe(0)
    expect(await source.prices(chain, [], 'usd')).toEqual(new Map())
    expect(node.requests).toEqual([])
  })

  it('throws naming the oracle when no oracle answers at its address', async () => {
    const ghost = '0x00000000000000000000000000000000000000bB'
    await expect(
      source.prices({ ...chain, priceOracle: ghost }, ['native'], 'usd'),
    ).rejects.toThrow(`the price oracle ${ghost} did not answer priceOf: `)
  })

  it('throws when the node cannot be reached', async () => {
    const down = { ...chain, rpcUrl: `http://127.0.0.1:${await freePort()}` }
    await expect(source.prices(down, ['native'], 'usd')).rejects.toThrow(
      /^the price oracle 0x[0-9a-fA-F]{40} did not answer priceOf: HTTP request failed/,
    )
  })
})

describe('assetPrice', () => {
  it('prices one asset, undefined when there is no price', async () => {
    expect(await assetPrice(source, chain, 'native', 'usd')).toBe(3000)
    expect(await assetPrice(source, { ...chain, priceOracle: undefined }, 'native', 'usd')).toBe(
      undefined,
    )
  })
})
