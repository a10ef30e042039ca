import { uniswapV3FactoryAbi, uniswapV3PoolAbi, uniswapV3QuoterAbi } from '@foyer/protocol'
import { type Address, getAddress, type PublicClient, zeroAddress } from 'viem'
import { ApiError } from '../http/apiError'
import { chainCall } from './chainCall'
import { knownPoolAddress } from './knownPoolAddress'
import { isNative } from './quoteV2'
import type { V3Market } from './v3Market'

/** The fee tiers the built-in provider quotes on a V3 market (0.05 %, 0.3 %, 1 %). */
export const V3_FEE_TIERS = [500, 3000, 10_000] as const

/** The best single-pool way a V3 market swaps `amountIn` of `tokenIn` into `tokenOut`. */
export interface V3Route {
  tokenIn: Address
  tokenOut: Address
  fee: number
  amountIn: bigint
  amountOut: bigint
}

/** The token the router trades for `token`: WETH for the native coin. */
const routerToken = (token: Address, market: V3Market): Address =>
  isNative(token) ? market.weth : getAddress(token)

/**
 * QuoterV2's `quoteExactInputSingle` in each fee tier (a tier without a pool, or whose pool
 * cannot fill the swap, reverts and is left out); the one that buys most. 400 SWAP_SAME_TOKEN,
 * SWAP_NO_ROUTE (no pool), SWAP_AMOUNT_TOO_SMALL (it would buy nothing); 502 when the node fails.
 */
export async function bestV3Route(
  client: PublicClient,
  market: V3Market,
  from: Address,
  to: Address,
  amount: bigint,
): Promise<V3Route> {
  if (from.toLowerCase() === to.toLowerCase()) throw new ApiError(400, 'SWAP_SAME_TOKEN')
  const tokenIn = routerToken(from, market)
  const tokenOut = routerToken(to, market)
  // The native coin and WETH: a wrap, which the router does not do.
  if (tokenIn === tokenOut) throw new ApiError(400, 'SWAP_NO_ROUTE')
  const answers = await Promise.all(
    V3_FEE_TIERS.map((fee) =>
      chainCall(
        async (): Promise<V3Route | undefined> => {
          const { result } = await client.simulateContract({
            address: market.quoter,
            abi: uniswapV3QuoterAbi,
            functionName: 'quoteExactInputSingle',
            args: [{ tokenIn, tokenOut, amountIn: amount, fee, sqrtPriceLimitX96: 0n }],
          })
          return { tokenIn, tokenOut, fee, amountIn: amount, amountOut: result[0] }
        },
        () => undefined,
      ),
    ),
  )
  const routes = answers.filter((route): route is V3Route => route !== undefined)
  const best = routes.sort((x, y) =>
    y.amountOut > x.amountOut ? 1 : y.amountOut < x.amountOut ? -1 : 0,
  )[0]
  if (!best) throw new ApiError(400, 'SWAP_NO_ROUTE')
  if (best.amountOut === 0n) throw new ApiError(400, 'SWAP_AMOUNT_TOO_SMALL')
  return best
}

const Q192 = 1n << 192n
const FEE_BASE = 1_000_000n

/**
 * How far the route's price is from the pool's price before the swap, in percent, the fee left
 * out: 1 - out / (in × spot × (1 - fee)), the spot price from the pool's `slot0` (√price × 2^96
 * of token1 in token0; token0 is the lower address).
 */
export async function priceImpactV3(
  client: PublicClient,
  market: V3Market,
  route: V3Route,
): Promise<number> {
  const sqrtPriceX96 = await chainCall(
    async () => {
      const pool = await knownPoolAddress(
        client,
        `v3 ${market.factory} ${route.tokenIn} ${route.tokenOut} ${route.fee}`,
        () =>
          client.readContract({
            address: market.factory,
            abi: uniswapV3FactoryAbi,
            functionName: 'getPool',
            args: [route.tokenIn, route.tokenOut, route.fee],
          }),
      )
      if (pool === zeroAddress) throw new ApiError(400, 'SWAP_NO_ROUTE')
      const [price] = await client.readContract({
        address: pool,
        abi: uniswapV3PoolAbi,
        functionName: 'slot0',
      })
      return price
    },
    () => {
      throw new ApiError(400, 'SWAP_NO_ROUTE')
    },
  )
  const squared = sqrtPriceX96 * sqrtPriceX96
  const kept = route.amountIn * (FEE_BASE - BigInt(route.fee))
  const zeroForOne = BigInt(route.tokenIn) < BigInt(route.tokenOut)
  const numerator = zeroForOne ? kept * squared : kept * Q192
  const denominator = zeroForOne ? FEE_BASE * Q192 : FEE_BASE * squared
  if (numerator === 0n) return 0
  const shortfall = numerator - route.amountOut * denominator
  // In millionths of a percent, then to a number: 0.000001 % is finer than any display.
  const scaled = (shortfall * 100_000_000n) / numerator
  return Math.max(0, Number(scaled) / 1_000_000)
}
