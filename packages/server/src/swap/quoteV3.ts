import { uniswapV3FactoryAbi, uniswapV3PoolAbi, uniswapV3QuoterAbi } from '@foyer/protocol'
import { type Address, getAddress, type PublicClient, zeroAddress } from 'viem'
import { ApiError } from '../http/apiError'
import { chainCall } from './chainCall'
import { knownPoolAddress } from './knownPoolAddress'
import { isNative } from './quoteV2'
import type { SwapReads } from './swapReads'
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
 * The best single-pool way the V3 market swaps `amount` of `from` into `to`, and its price
 * impact: QuoterV2's `quoteExactInputSingle` in each fee tier that has a pool (knownPoolAddress:
 * a tier without one is skipped for a while; a pool that cannot fill the swap reverts and is left
 * out), the one that buys most. With the pools known from earlier quotes, the quotes and every
 * pool's `slot0` go in `reads`' one call (of the same block). 400 SWAP_SAME_TOKEN, SWAP_NO_ROUTE
 * (no pool), SWAP_AMOUNT_TOO_SMALL (it would buy nothing); 502 when the node fails.
 */
export async function quoteV3Route(
  client: PublicClient,
  reads: SwapReads,
  market: V3Market,
  from: Address,
  to: Address,
  amount: bigint,
): Promise<{ route: V3Route; priceImpact: number }> {
  if (from.toLowerCase() === to.toLowerCase()) throw new ApiError(400, 'SWAP_SAME_TOKEN')
  const tokenIn = routerToken(from, market)
  const tokenOut = routerToken(to, market)
  // The native coin and WETH: a wrap, which the router does not do.
  if (tokenIn === tokenOut) throw new ApiError(400, 'SWAP_NO_ROUTE')
  const [token0, token1] =
    BigInt(tokenIn) < BigInt(tokenOut) ? [tokenIn, tokenOut] : [tokenOut, tokenIn]
  return chainCall(
    async () => {
      const pools = await Promise.all(
        V3_FEE_TIERS.map(async (fee) => ({
          fee,
          pool: await knownPoolAddress(
            client,
            `v3 ${market.factory} ${token0} ${token1} ${fee}`,
            () =>
              reads.read({
                address: market.factory,
                abi: uniswapV3FactoryAbi,
                functionName: 'getPool',
                args: [token0, token1, fee],
              }),
          ),
        })),
      )
      const open = pools.filter(({ pool }) => pool !== zeroAddress)
      if (open.length === 0) throw new ApiError(400, 'SWAP_NO_ROUTE')
      // One call: every open tier's quote and its pool's price.
      const answers = await Promise.all(
        open.map(async ({ fee, pool }) => {
          const price = reads.read({ address: pool, abi: uniswapV3PoolAbi, functionName: 'slot0' })
          // Awaited below only for the best tier's pool (a failed node fails all of them).
          price.catch(() => undefined)
          const quoted = await reads.read({
            address: market.quoter,
            abi: uniswapV3QuoterAbi,
            functionName: 'quoteExactInputSingle',
            args: [{ tokenIn, tokenOut, amountIn: amount, fee, sqrtPriceLimitX96: 0n }],
          })
          if (!quoted) return undefined
          const route: V3Route = { tokenIn, tokenOut, fee, amountIn: amount, amountOut: quoted[0] }
          return { route, price }
        }),
      )
      const routes = answers.filter((answer) => answer !== undefined)
      const best = routes.sort((x, y) =>
        y.route.amountOut > x.route.amountOut ? 1 : y.route.amountOut < x.route.amountOut ? -1 : 0,
      )[0]
      if (!best) throw new ApiError(400, 'SWAP_NO_ROUTE')
      if (best.route.amountOut === 0n) throw new ApiError(400, 'SWAP_AMOUNT_TOO_SMALL')
      const slot0 = await best.price
      if (!slot0) throw new ApiError(400, 'SWAP_NO_ROUTE')
      return { route: best.route, priceImpact: v3PriceImpact(best.route, slot0[0]) }
    },
    () => {
      throw new ApiError(400, 'SWAP_NO_ROUTE')
    },
  )
}

const Q192 = 1n << 192n
const FEE_BASE = 1_000_000n

/**
 * How far the route's price is from the pool's price before the swap, in percent, the fee left
 * out: 1 - out / (in × spot × (1 - fee)), the spot price from the pool's `slot0` (√price × 2^96
 * of token1 in token0; token0 is the lower address).
 */
export function v3PriceImpact(route: V3Route, sqrtPriceX96: bigint): number {
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
