import {
  type SwapDeployment,
  type TokenDeployment,
  uniswapV3FactoryAbi,
  uniswapV3PoolAbi,
} from '@foyer/protocol'
import { type Address, erc20Abi, zeroAddress } from 'viem'
import { foyerV3LiquidityAbi } from '../contracts/foyerV3LiquidityArtifact'
import type { DeployerSession } from './deployerSession'
import type { SwapV3Deployment } from './deploySwapV3'
import { DEV_POOLS } from './devPools'
import type { DevPrice } from './devPrices'
import { amountFor, credit, type PoolSide, side } from './seedDevPools'

/** The fee tier of the dev V3 pools (0.3 %, tick spacing 60). */
export const DEV_V3_FEE = 3000

/** The widest range a pool of tick spacing 60 takes: the full price range. */
const MIN_TICK = -887_220
const MAX_TICK = 887_220

/** ⌊√n⌋ of a bigint (Newton's method). */
export function sqrtBigint(n: bigint): bigint {
  if (n < 2n) return n
  let x = n
  let y = (x + 1n) / 2n
  while (y < x) {
    x = y
    y = (x + n / x) / 2n
  }
  return x
}

/**
 * Creates a fee-3000 Uniswap V3 pool for each DEV_POOLS pair and gives each empty one full-range
 * liquidity worth `depthUsd` a side at the dev prices (as the V2 pairs), the position to the
 * deployer. No value moves and no account's tokens are spent: both sides are credited to the
 * FoyerV3Liquidity helper with `anvil_setStorageAt` (see seedDevPools), the helper mints the
 * position and pays the pool in its callback, and what the pool did not take is taken back from
 * the helper. A pool that already holds liquidity is left as it is (a resumed chain keeps the
 * prices its swaps made).
 */
export async function seedDevPoolsV3(
  session: DeployerSession,
  swap: SwapDeployment,
  v3: SwapV3Deployment,
  helper: Address,
  tokens: readonly TokenDeployment[],
  prices: readonly DevPrice[],
): Promise<void> {
  for (const pool of DEV_POOLS) {
    const sides = [side(pool.a, swap, tokens, prices), side(pool.b, swap, tokens, prices)]
    const [token0, token1] = sides.sort((x, y) =>
      x.address.toLowerCase() < y.address.toLowerCase() ? -1 : 1,
    ) as [PoolSide, PoolSide]
    const amount0 = amountFor(pool, token0)
    const amount1 = amountFor(pool, token1)
    const address = await ensurePool(session, v3.factory, token0.address, token1.address)
    const at = { address, abi: uniswapV3PoolAbi } as const
    if ((await session.client.readContract({ ...at, functionName: 'liquidity' })) > 0n) continue
    const [sqrtPriceX96] = await session.client.readContract({ ...at, functionName: 'slot0' })
    if (sqrtPriceX96 === 0n) {
      await session.transact(`Initialising the V3 pool ${pool.a}/${pool.b}`, (wallet) =>
        wallet.writeContract({
          ...at,
          functionName: 'initialize',
          args: [sqrtBigint((amount1 << 192n) / amount0)],
        }),
      )
    }
    // Full range at price p = amount1 / amount0 takes about L / √p of token0 and L·√p of
    // token1: L = √(amount0 · amount1). A thousandth more covers the rounding; it is taken back.
    const liquidity = sqrtBigint(amount0 * amount1)
    for (const [token, amount] of [
      [token0, amount0],
      [token1, amount1],
    ] as const) {
      await credit(session, token, helper, amount + amount / 1000n + 1n)
    }
    const mint = {
      address: helper,
      abi: foyerV3LiquidityAbi,
      functionName: 'mint',
      args: [address, session.account.address, MIN_TICK, MAX_TICK, liquidity],
    } as const
    // The pool's oracle costs more gas in a later second than in the one it was initialised in:
    // an estimate made in that second would leave the mint short when it lands in the next.
    const gas = await session.client.estimateContractGas({ ...mint, account: session.account })
    await session.transact(`Adding liquidity to the V3 pool ${pool.a}/${pool.b}`, (wallet) =>
      wallet.writeContract({ ...mint, gas: (gas * 3n) / 2n }),
    )
    for (const token of [token0, token1]) {
      const left = await session.client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [helper],
      })
      if (left > 0n) await credit(session, token, helper, -left)
    }
  }
}

async function ensurePool(
  session: DeployerSession,
  factory: Address,
  a: Address,
  b: Address,
): Promise<Address> {
  const read = () =>
    session.client.readContract({
      address: factory,
      abi: uniswapV3FactoryAbi,
      functionName: 'getPool',
      args: [a, b, DEV_V3_FEE],
    })
  const existing = await read()
  if (existing !== zeroAddress) return existing
  await session.transact('Creating a Uniswap V3 pool', (wallet) =>
    wallet.writeContract({
      address: factory,
      abi: uniswapV3FactoryAbi,
      functionName: 'createPool',
      args: [a, b, DEV_V3_FEE],
    }),
  )
  return read()
}
