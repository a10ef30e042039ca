import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from '@foyer/protocol'
import { type Abi, erc20Abi, formatUnits, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { deployerAccount, testAccounts } from '../accounts/testAccounts'
import { activity, clientFor, testChain } from '../test/testChain'
import { deployDevContracts } from './deployDevContracts'
import { swapAddresses } from './deploySwap'
import { devPairs } from './devPairs'
import { DEV_POOLS } from './devPools'
import { DEV_PRICES } from './devPrices'
import { uniswapV2Artifact } from './uniswapV2Artifacts'

const options = (rpcUrl: string) => ({
  chainId: 31337,
  rpcUrl,
  publicApiUrl: 'http://localhost:8787',
})

const usdPrice = (asset: string) =>
  Number(DEV_PRICES.find((entry) => entry.asset === asset)?.prices.usd)

describe('the dev chains’ Uniswap V2 market', () => {
  it('deploys WETH9, the factory and Router02 at their CREATE2 addresses', async () => {
    const anvil = await testChain()
    const { swap } = await deployDevContracts(options(anvil.rpcUrl))
    if (!swap) throw new Error('no market')
    const { v3: _v3, ...v2 } = swap
    expect(v2).toEqual(swapAddresses(deployerAccount.address))
    const client = clientFor(anvil)
    const router = { address: swap.router, abi: uniswapV2RouterAbi } as const
    expect(await client.readContract({ ...router, functionName: 'factory' })).toBe(swap.factory)
    expect(await client.readContract({ ...router, functionName: 'WETH' })).toBe(swap.weth)
  })

  it('holds pairs of WETH, FUSD and FOY with reserves at the dev prices', async () => {
    const anvil = await testChain()
    const deployment = await deployDevContracts(options(anvil.rpcUrl))
    const client = clientFor(anvil)
    const pairs = await devPairs(client, deployment)
    const decimalsOf = (asset: string) =>
      asset === 'native'
        ? 18
        : (deployment.tokens.find((token) => token.symbol === asset)?.decimals ?? 0)
    for (const [index, pool] of DEV_POOLS.entries()) {
      const pair = pairs[index]
      if (!pair) throw new Error('no pair')
      for (const asset of [pool.a, pool.b]) {
        const token =
          asset === 'native'
            ? deployment.swap?.weth
            : deployment.tokens.find((entry) => entry.symbol === asset)?.address
        if (!token) throw new Error(`no ${asset}`)
        const held = await client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [pair],
        })
        // Each side is worth the pool's depth at the dev price (to a cent).
        const usd = Number(formatUnits(held, decimalsOf(asset))) * usdPrice(asset)
        expect(usd).toBeCloseTo(Number(pool.depthUsd), 1)
      }
      const [reserve0, reserve1] = await client.readContract({
        address: pair,
        abi: uniswapV2PairAbi,
        functionName: 'getReserves',
      })
      expect(reserve0 > 0n && reserve1 > 0n).toBe(true)
    }
  })

  it('keeps WETH backed by the coin, with no value moved', async () => {
    const anvil = await testChain()
    const deployment = await deployDevContracts(options(anvil.rpcUrl))
    const client = clientFor(anvil)
    const weth = deployment.swap?.weth
    if (!weth) throw new Error('no WETH')
    const supply = await client.readContract({
      address: weth,
      abi: erc20Abi,
      functionName: 'totalSupply',
    })
    expect(supply).toBe(await client.getBalance({ address: weth }))
    // The V2 pairs' WETH, and the V3 pools' (a hair less: a full range takes L/√p less a dust).
    const v2Weth = parseEther(String((2 * 3_000_000) / usdPrice('native')))
    expect(supply - v2Weth).toBeGreaterThan(v2Weth - parseEther('0.001'))
    expect(supply - v2Weth).toBeLessThanOrEqual(v2Weth)
    // No deployment transaction carried value (the indexer tests count native transfers).
    const latest = await client.getBlockNumber()
    for (let number = 1n; number <= latest; number++) {
      const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
      for (const transaction of block.transactions) expect(transaction.value).toBe(0n)
    }
  })

  it('swaps through the router at the quoted amounts', async () => {
    const anvil = await testChain()
    const deployment = await deployDevContracts(options(anvil.rpcUrl))
    const client = clientFor(anvil)
    const swap = deployment.swap
    const [fusd, foy] = deployment.tokens
    if (!swap || !fusd || !foy) throw new Error('no market')
    const account = testAccounts[3]
    if (!account) throw new Error('no test account')
    const router = { address: swap.router, abi: uniswapV2RouterAbi } as const
    const balance = (token: `0x${string}`) =>
      client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      })
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 600)

    // 1 ETH buys about 3,000 FUSD (less the 0.3 % fee and a small price impact).
    const path = [swap.weth, fusd.address]
    const [, quoted = 0n] = await client.readContract({
      ...router,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), path],
    })
    expect(Number(formatUnits(quoted, 6))).toBeGreaterThan(2985)
    expect(Number(formatUnits(quoted, 6))).toBeLessThan(3000)
    const fusdBefore = await balance(fusd.address)
    await client.waitForTransactionReceipt({
      hash: await client.writeContract({
        ...router,
        account,
        chain: null,
        functionName: 'swapExactETHForTokens',
        args: [quoted, path, account.address, deadline],
        value: parseEther('1'),
      }),
    })
    expect((await balance(fusd.address)) - fusdBefore).toBe(quoted)

    // 100 FUSD buys about 400 FOY.
    const amount = parseUnits('100', 6)
    await client.waitForTransactionReceipt({
      hash: await client.writeContract({
        address: fusd.address,
        abi: erc20Abi,
        account,
        chain: null,
        functionName: 'approve',
        args: [swap.router, amount],
      }),
    })
    const [, foyOut = 0n] = await client.readContract({
      ...router,
      functionName: 'getAmountsOut',
      args: [amount, [fusd.address, foy.address]],
    })
    const foyBefore = await balance(foy.address)
    const receipt = await client.waitForTransactionReceipt({
      hash: await client.writeContract({
        ...router,
        account,
        chain: null,
        functionName: 'swapExactTokensForTokens',
        args: [amount, foyOut, [fusd.address, foy.address], account.address, deadline],
      }),
    })
    expect(receipt.status).toBe('success')
    expect((await balance(foy.address)) - foyBefore).toBe(foyOut)
    expect(Number(formatUnits(foyOut, 18))).toBeGreaterThan(397)
  })

  it('does nothing the second time', async () => {
    const anvil = await testChain()
    const first = await deployDevContracts(options(anvil.rpcUrl))
    const before = await activity(anvil)
    expect(await deployDevContracts(options(anvil.rpcUrl))).toEqual(first)
    expect(await activity(anvil)).toEqual(before)
  })

  it('calls only functions the compiled contracts have', () => {
    const names = (abi: Abi) =>
      new Set(abi.flatMap((entry) => (entry.type === 'function' ? [entry.name] : [])))
    const check = (ours: Abi, artifact: Parameters<typeof uniswapV2Artifact>[0]) => {
      const compiled = uniswapV2Artifact(artifact).abi
      for (const entry of ours) {
        if (entry.type !== 'function') continue
        const match = compiled.find(
          (candidate) =>
            candidate.type === 'function' &&
            candidate.name === entry.name &&
            JSON.stringify(candidate.inputs.map((input) => input.type)) ===
              JSON.stringify(entry.inputs.map((input) => input.type)),
        )
        expect(match, `${artifact}.${entry.name}`).toBeDefined()
      }
      return names(compiled)
    }
    check(uniswapV2RouterAbi, 'UniswapV2Router02')
    check(uniswapV2FactoryAbi, 'UniswapV2Factory')
    check(uniswapV2PairAbi, 'UniswapV2Pair')
  })
})
