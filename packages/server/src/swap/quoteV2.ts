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
import type { SwapReads } from './swapReads'
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

/** The pair key of two tokens (a factory's `getPair` answers either order alike). */
const pairKey = (market: V2Market, x: Address, y: Address): string =>
  BigInt(x) < BigInt(y) ? `v2 ${market.factory} ${x} ${y}` : `v2 ${market.factory} ${y} ${x}`

/**
 * The best way the V2 router swaps `amount` of `from` into `to`, and its price impact: the
 * router's own `getAmountsOut` over the direct path and the path through WETH (a path whose pair
 * is missing, or whose pair is empty and reverts, is left out), the one that buys most. The pairs'
 * addresses are known from earlier quotes (knownPoolAddress: a missing one is skipped for a
 * while), so both paths' `getAmountsOut` and every pair's `getReserves` go in `reads`' one call:
 * the amounts and the reserves are of the same block. 400 SWAP_SAME_TOKEN, SWAP_NO_ROUTE (no
 * pair), SWAP_AMOUNT_TOO_SMALL (it would buy nothing); 502 when the node fails.
 */
export async function quoteV2Route(
  client: PublicClient,
  reads: SwapReads,
  market: V2Market,
  from: Address,
  to: Address,
  amount: bigint,
): Promise<{ route: V2Route; priceImpact: number }> {
  if (from.toLowerCase() === to.toLowerCase()) throw new ApiError(400, 'SWAP_SAME_TOKEN')
  const a = routerToken(from, market)
  const b = routerToken(to, market)
  // The native coin and WETH: a wrap, which the router does not do.
  if (a === b) throw new ApiError(400, 'SWAP_NO_ROUTE')
  const paths = [[a, b]]
  if (a !== market.weth && b !== market.weth) paths.push([a, market.weth, b])
  return chainCall(
    async () => {
      const pairs = new Map<string, Promise<Address>>()
      const pairOf = (x: Address, y: Address): Promise<Address> => {
        const key = pairKey(market, x, y)
        let pair = pairs.get(key)
        if (!pair) {
          pair = knownPoolAddress(client, key, () =>
            reads.read({
              address: market.factory,
              abi: uniswapV2FactoryAbi,
              functionName: 'getPair',
              args: [x, y],
            }),
          )
          pairs.set(key, pair)
        }
        return pair
      }
      const hopsOf = (path: Address[]) =>
        path.slice(1).map((out, index) => [path[index] as Address, out] as const)
      const withPairs = await Promise.all(
        paths.map(async (path) => ({
          path,
          pairs: await Promise.all(hopsOf(path).map(([x, y]) => pairOf(x, y))),
        })),
      )
      const open = withPairs.filter((entry) => !entry.pairs.includes(zeroAddress))
      if (open.length === 0) throw new ApiError(400, 'SWAP_NO_ROUTE')
      // One call: every open path's amounts and every pair's reserves.
      const reserves = new Map<Address, Promise<readonly [bigint, bigint, number] | undefined>>()
      for (const { pairs: addresses } of open) {
        for (const pair of addresses) {
          if (!reserves.has(pair)) {
            const read = reads.read({
              address: pair,
              abi: uniswapV2PairAbi,
              functionName: 'getReserves',
            })
            // Awaited below only for the best path's pairs (a failed node fails all of them).
            read.catch(() => undefined)
            reserves.set(pair, read)
          }
        }
      }
      const answers = await Promise.all(
        open.map(async ({ path, pairs: addresses }) => {
          const amounts = await reads.read({
            address: market.router,
            abi: uniswapV2RouterAbi,
            functionName: 'getAmountsOut',
            args: [amount, path],
          })
          return amounts ? { route: { path, amounts: [...amounts] }, pairs: addresses } : undefined
        }),
      )
      const routes = answers.filter((answer) => answer !== undefined)
      const best = routes.sort((x, y) =>
        outOf(y.route) > outOf(x.route) ? 1 : outOf(y.route) < outOf(x.route) ? -1 : 0,
      )[0]
      if (!best) throw new ApiError(400, 'SWAP_NO_ROUTE')
      if (outOf(best.route) === 0n) throw new ApiError(400, 'SWAP_AMOUNT_TOO_SMALL')
      const hops = hopsOf(best.route.path)
      const read = await Promise.all(best.pairs.map((pair) => reserves.get(pair)))
      const ordered = read.map((answer, index) => {
        const hop = hops[index]
        if (!answer || !hop) throw new ApiError(400, 'SWAP_NO_ROUTE')
        const [reserve0, reserve1] = answer
        // A pair's token0 is the lower address.
        return BigInt(hop[0]) < BigInt(hop[1])
          ? ([reserve0, reserve1] as const)
          : ([reserve1, reserve0] as const)
      })
      return { route: best.route, priceImpact: v2PriceImpact(best.route, ordered) }
    },
    () => {
      throw new ApiError(400, 'SWAP_NO_ROUTE')
    },
  )
}

const outOf = (route: V2Route): bigint => route.amounts[route.amounts.length - 1] ?? 0n

/** The fee every V2 hop keeps: 0.3 % (997/1000 of the input trades). */
const FEE_KEPT = 997n
const FEE_BASE = 1000n

/**
 * How far the route's price is from the pools' mid price before the swap, in percent, the 0.3 %
 * fee left out: 1 - out / (in × Π reserveOut/reserveIn × 0.997 per hop), from each hop's
 * reserves (`[reserveIn, reserveOut]`, in path order).
 */
export function v2PriceImpact(
  route: V2Route,
  reserves: readonly (readonly [bigint, bigint])[],
): number {
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
