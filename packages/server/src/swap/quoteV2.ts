import {
  NATIVE_TOKEN_ADDRESS,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
} from '@foyer/protocol'
import { type Address, getAddress, type PublicClient, zeroAddress } from 'viem'
import { ApiError } from '../http/apiError'
import { chainCall } from './chainCall'
import { knownPoolAddress } from './knownPoolAddress'
import type { V2Market } from './v2Market'

/** The best way a V2 router swaps `amount` of one token into another. */
export interface V2Route {
  /** The tokens it goes through (the native coin as WETH). */
  path: Address[]
  /** What each token of `path` amounts to: `amounts[0]` is the input, the last one the output. */
  amounts: bigint[]
}

export const isNative = (token: Address): boolean =>
  token.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()

/** The token the router trades for `token`: WETH for the native coin. */
export const routerToken = (token: Address, market: V2Market): Address =>
  isNative(token) ? market.weth : getAddress(token)

/**
 * The router's own `getAmountsOut` over the direct path and the path through WETH (a path whose
 * pair is missing or empty reverts and is left out); the one that buys most. 400 SWAP_SAME_TOKEN,
 * SWAP_NO_ROUTE (no pair), SWAP_AMOUNT_TOO_SMALL (it would buy nothing); 502 when the node fails.
 */
export async function bestV2Route(
  client: PublicClient,
  market: V2Market,
  from: Address,
  to: Address,
  amount: bigint,
): Promise<V2Route> {
  if (from.toLowerCase() === to.toLowerCase()) throw new ApiError(400, 'SWAP_SAME_TOKEN')
  const a = routerToken(from, market)
  const b = routerToken(to, market)
  // The native coin and WETH: a wrap, which the router does not do.
  if (a === b) throw new ApiError(400, 'SWAP_NO_ROUTE')
  const paths = [[a, b]]
  if (a !== market.weth && b !== market.weth) paths.push([a, market.weth, b])
  const answers = await Promise.all(
    paths.map((path) =>
      chainCall(
        async (): Promise<V2Route | undefined> => ({
          path,
          amounts: [
            ...(await client.readContract({
              address: market.router,
              abi: uniswapV2RouterAbi,
              functionName: 'getAmountsOut',
              args: [amount, path],
            })),
          ],
        }),
        () => undefined,
      ),
    ),
  )
  const routes = answers.filter((route): route is V2Route => route !== undefined)
  const best = routes.sort((x, y) => (outOf(y) > outOf(x) ? 1 : outOf(y) < outOf(x) ? -1 : 0))[0]
  if (!best) throw new ApiError(400, 'SWAP_NO_ROUTE')
  if (outOf(best) === 0n) throw new ApiError(400, 'SWAP_AMOUNT_TOO_SMALL')
  return best
}

const outOf = (route: V2Route): bigint => route.amounts[route.amounts.length - 1] ?? 0n

/** The fee every V2 hop keeps: 0.3 % (997/1000 of the input trades). */
const FEE_KEPT = 997n
const FEE_BASE = 1000n

/**
 * How far the route's price is from the pools' mid price before the swap, in percent, the 0.3 %
 * fee left out: 1 - out / (in × Π reserveOut/reserveIn × 0.997 per hop), from each pair's reserves.
 */
export async function priceImpact(
  client: PublicClient,
  market: V2Market,
  route: V2Route,
): Promise<number> {
  const hops = route.path.slice(1).map((out, index) => [route.path[index] as Address, out] as const)
  const reserves = await Promise.all(
    hops.map(([tokenIn, tokenOut]) => hopReserves(client, market, tokenIn, tokenOut)),
  )
  let numerator = route.amounts[0] ?? 0n
  let denominator = 1n
  for (const [reserveIn, reserveOut] of reserves) {
    numerator *= reserveOut * FEE_KEPT
    denominator *= reserveIn * FEE_BASE
  }
  if (numerator === 0n) return 0
  const shortfall = numerator - outOf(route) * denominator
  // In millionths of a percent, then to a number: 0.000001 % is finer than any display.
  const scaled = (shortfall * 100_000_000n) / numerator
  return Math.max(0, Number(scaled) / 1_000_000)
}

async function hopReserves(
  client: PublicClient,
  market: V2Market,
  tokenIn: Address,
  tokenOut: Address,
): Promise<readonly [bigint, bigint]> {
  return chainCall(
    async () => {
      const pair = await knownPoolAddress(
        client,
        `v2 ${market.factory} ${tokenIn} ${tokenOut}`,
        () =>
          client.readContract({
            address: market.factory,
            abi: uniswapV2FactoryAbi,
            functionName: 'getPair',
            args: [tokenIn, tokenOut],
          }),
      )
      if (pair === zeroAddress) throw new ApiError(400, 'SWAP_NO_ROUTE')
      const [reserve0, reserve1] = await client.readContract({
        address: pair,
        abi: uniswapV2PairAbi,
        functionName: 'getReserves',
      })
      // A pair's token0 is the lower address.
      return BigInt(tokenIn) < BigInt(tokenOut)
        ? ([reserve0, reserve1] as const)
        : ([reserve1, reserve0] as const)
    },
    () => {
      throw new ApiError(400, 'SWAP_NO_ROUTE')
    },
  )
}
