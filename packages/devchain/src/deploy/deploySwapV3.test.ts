import {
  uniswapV3FactoryAbi,
  uniswapV3PoolAbi,
  uniswapV3QuoterAbi,
  uniswapV3RouterAbi,
} from '@foyer/protocol'
import {
  type Abi,
  type Address,
  erc20Abi,
  formatUnits,
  parseEther,
  parseUnits,
  toFunctionSignature,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { testAccounts } from '../accounts/testAccounts'
import { activity, clientFor, testChain } from '../test/testChain'
import { deployDevContracts } from './deployDevContracts'
import { swapV3Addresses, v3LiquidityAddress } from './deploySwapV3'
import { DEV_POOLS } from './devPools'
import { DEV_PRICES } from './devPrices'
import { DEV_V3_FEE } from './seedDevPoolsV3'
import { uniswapV3Artifact } from './uniswapV3Artifacts'

const options = (rpcUrl: string) => ({
  chainId: 31337,
  rpcUrl,
  publicApiUrl: 'http://localhost:8787',
})

const usdPrice = (asset: string) =>
  Number(DEV_PRICES.find((entry) => entry.asset === asset)?.prices.usd)

describe('the dev chains’ Uniswap V3 market', () => {
  it('deploys the factory, SwapRouter and QuoterV2 over the V2 market’s WETH', async () => {
    const anvil = await testChain()
    const { swap } = await deployDevContracts(options(anvil.rpcUrl))
    if (!swap?.v3) throw new Error('no V3 market')
    expect(swap.v3).toEqual(swapV3Addresses(swap.weth))
    const client = clientFor(anvil)
    for (const [address, abi] of [
      [swap.v3.router, uniswapV3RouterAbi],
      [swap.v3.quoter, uniswapV3QuoterAbi],
    ] as const) {
      expect(await client.readContract({ address, abi, functionName: 'factory' })).toBe(
        swap.v3.factory,
      )
      expect(await client.readContract({ address, abi, functionName: 'WETH9' })).toBe(swap.weth)
    }
  })

  it('holds full-range fee-3000 pools of WETH, FUSD and FOY at the dev prices', async () => {
    const anvil = await testChain()
    const deployment = await deployDevContracts(options(anvil.rpcUrl))
    const { swap } = deployment
    if (!swap?.v3) throw new Error('no V3 market')
    const client = clientFor(anvil)
    const token = (asset: string) =>
      asset === 'native'
        ? { address: swap.weth, decimals: 18 }
        : (deployment.tokens.find((entry) => entry.symbol === asset) ?? {
            address: swap.weth,
            decimals: 0,
          })
    for (const { a, b, depthUsd } of DEV_POOLS) {
      const pool = await client.readContract({
        address: swap.v3.factory,
        abi: uniswapV3FactoryAbi,
        functionName: 'getPool',
        args: [token(a).address, token(b).address, DEV_V3_FEE],
      })
      expect(
        await client.readContract({
          address: pool,
          abi: uniswapV3PoolAbi,
          functionName: 'liquidity',
        }),
      ).toBeGreaterThan(0n)
      for (const asset of [a, b]) {
        const held = await client.readContract({
          address: token(asset).address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [pool],
        })
        // Within a hundredth of a percent of the depth (full range takes a hair less than L/√p).
        const usd = Number(formatUnits(held, token(asset).decimals)) * usdPrice(asset)
        expect(Math.abs(usd - Number(depthUsd)) / Number(depthUsd)).toBeLessThan(1e-4)
      }
      // The quoter prices 1 unit at the dev price less the 0.3 % fee (and a price impact of at
      // most 0.1 %: 1 ETH is $3,000 of $3,000,000).
      const [amountOut] = (
        await client.simulateContract({
          address: swap.v3.quoter,
          abi: uniswapV3QuoterAbi,
          functionName: 'quoteExactInputSingle',
          args: [
            {
              tokenIn: token(a).address,
              tokenOut: token(b).address,
              amountIn: parseUnits('1', token(a).decimals),
              fee: DEV_V3_FEE,
              sqrtPriceLimitX96: 0n,
            },
          ],
        })
      ).result
      const rate = Number(formatUnits(amountOut, token(b).decimals))
      const ratio = rate / (usdPrice(a) / usdPrice(b))
      expect(ratio).toBeGreaterThan(0.9959)
      expect(ratio).toBeLessThanOrEqual(0.997)
    }
    // The helper keeps nothing, and WETH stays backed by the coin.
    for (const asset of ['native', 'FUSD', 'FOY']) {
      expect(
        await client.readContract({
          address: token(asset).address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [v3LiquidityAddress(swap.weth)],
        }),
      ).toBe(0n)
    }
    expect(
      await client.readContract({ address: swap.weth, abi: erc20Abi, functionName: 'totalSupply' }),
    ).toBe(await client.getBalance({ address: swap.weth }))
  })

  it('swaps the coin for FUSD through SwapRouter as QuoterV2 quoted', async () => {
    const anvil = await testChain()
    const { swap, tokens } = await deployDevContracts(options(anvil.rpcUrl))
    const fusd = tokens.find((token) => token.symbol === 'FUSD')
    const account = testAccounts[4]
    if (!swap?.v3 || !fusd || !account) throw new Error('no market')
    const client = clientFor(anvil)
    const params = {
      tokenIn: swap.weth,
      tokenOut: fusd.address,
      amountIn: parseEther('1'),
      fee: DEV_V3_FEE,
      sqrtPriceLimitX96: 0n,
    }
    const [quoted] = (
      await client.simulateContract({
        address: swap.v3.quoter,
        abi: uniswapV3QuoterAbi,
        functionName: 'quoteExactInputSingle',
        args: [params],
      })
    ).result
    const balance = (holder: Address) =>
      client.readContract({
        address: fusd.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holder],
      })
    const before = await balance(account.address)
    const receipt = await client.waitForTransactionReceipt({
      hash: await client.writeContract({
        address: swap.v3.router,
        abi: uniswapV3RouterAbi,
        account,
        chain: null,
        functionName: 'exactInputSingle',
        args: [
          {
            ...params,
            recipient: account.address,
            deadline: BigInt(Math.floor(Date.now() / 1000) + 600),
            amountOutMinimum: quoted,
          },
        ],
        value: parseEther('1'),
      }),
    })
    expect(receipt.status).toBe('success')
    expect((await balance(account.address)) - before).toBe(quoted)
  })

  it('does nothing the second time', async () => {
    const anvil = await testChain()
    const first = await deployDevContracts(options(anvil.rpcUrl))
    const before = await activity(anvil)
    expect(await deployDevContracts(options(anvil.rpcUrl))).toEqual(first)
    expect(await activity(anvil)).toEqual(before)
  })

  it('calls only functions the compiled contracts have', () => {
    const check = (ours: Abi, artifact: Parameters<typeof uniswapV3Artifact>[0]) => {
      const compiled = uniswapV3Artifact(artifact).abi
      for (const entry of ours) {
        if (entry.type !== 'function') continue
        const match = compiled.find(
          (candidate) =>
            candidate.type === 'function' &&
            toFunctionSignature(candidate) === toFunctionSignature(entry),
        )
        expect(match, `${artifact}.${entry.name}`).toBeDefined()
      }
    }
    check(uniswapV3FactoryAbi, 'UniswapV3Factory')
    check(uniswapV3PoolAbi, 'UniswapV3Pool')
    check(uniswapV3RouterAbi, 'SwapRouter')
    check(uniswapV3QuoterAbi, 'QuoterV2')
  })
})
