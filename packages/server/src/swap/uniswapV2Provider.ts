import {
  BUILTIN_SWAP_PROVIDER,
  type SwapQuote,
  type SwapTransaction,
  uniswapV2RouterAbi,
} from '@foyer/protocol'
import { type Address, encodeFunctionData, type PublicClient } from 'viem'
import type { RegisteredChain } from '../chain/chainRegistry'
import { isNative, quoteV2Route, type V2Route } from './quoteV2'
import { swapChainCalls } from './swapChainCalls'
import type { SwapBuildRequest, SwapProvider, SwapQuoteRequest } from './swapProvider'
import { swapReads } from './swapReads'
import { type V2Market, v2Market } from './v2Market'

/** The `source` of a quote through a Uniswap V2 market. */
export const UNISWAP_V2_SOURCE = 'uniswap-v2'

/**
 * The gas a V2 swap typically uses when the node cannot estimate it for the user (no user given,
 * or no balance or allowance yet): about 130,000 for one hop and 60,000 more for each further
 * one. Labelled as such in the quote (`gasEstimated: false`).
 */
export function typicalSwapGas(hops: number): bigint {
  return 130_000n + 60_000n * BigInt(Math.max(0, hops - 1))
}

/**
 * The built-in provider on a chain whose operator names a Uniswap V2-compatible Router02: quotes
 * with the router's own `getAmountsOut` (the direct path or through WETH, whichever buys more),
 * the price impact from the pairs' reserves; builds the ERC-20 approve to the router and the
 * router's `swapExactTokensForTokens` / `swapExactETHForTokens` / `swapExactTokensForETH` with the
 * slippage bound and a deadline. Tokens: the native coin, the chain's listed tokens and WETH.
 */
export function uniswapV2Provider(
  chain: RegisteredChain,
  client: PublicClient,
  router: Address,
): SwapProvider {
  const market = v2Market(client, router)
  const calls = swapChainCalls(client)
  const { estimate } = calls

  const quoteRoute = async (
    { from, to, amount }: SwapQuoteRequest,
    reads = swapReads(client, chain.chainId),
  ) => {
    const known = await market()
    return { known, ...(await quoteV2Route(client, reads, known, from, to, amount)) }
  }

  const swapTransaction = async (
    known: V2Market,
    route: V2Route,
    request: SwapBuildRequest | (SwapQuoteRequest & { userAddress: Address }),
    toAmountMin: bigint,
  ): Promise<SwapTransaction> => {
    const deadline = await calls.deadline()
    const { amount, userAddress } = request
    const data = isNative(request.from)
      ? encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: 'swapExactETHForTokens',
          args: [toAmountMin, route.path, userAddress, deadline],
        })
      : encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: isNative(request.to) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
          args: [amount, toAmountMin, route.path, userAddress, deadline],
        })
    return {
      to: known.router,
      data,
      value: isNative(request.from) ? amount.toString() : '0',
    }
  }

  return {
    id: BUILTIN_SWAP_PROVIDER.id,
    async tokens() {
      return calls.routerTokens(chain, (await market()).weth)
    },

    async quote(request, reads): Promise<SwapQuote> {
      const { known, route, priceImpact: impact } = await quoteRoute(request, reads)
      const toAmount = route.amounts[route.amounts.length - 1] ?? 0n
      const hops = route.path.length - 1
      let gas: bigint | undefined
      if (request.userAddress) {
        const tx = await swapTransaction(
          known,
          route,
          { ...request, userAddress: request.userAddress },
          toAmount,
        )
        gas = await estimate(request.userAddress, tx)
      }
      return {
        from: request.from,
        to: request.to,
        fromAmount: request.amount.toString(),
        toAmount: toAmount.toString(),
        route: route.path,
        priceImpact: impact,
        gasLimit: (gas ?? typicalSwapGas(hops)).toString(),
        gasEstimated: gas !== undefined,
        provider: BUILTIN_SWAP_PROVIDER.id,
      }
    },

    async buildTransaction(request) {
      const { known, route } = await quoteRoute(request)
      const toAmount = route.amounts[route.amounts.length - 1] ?? 0n
      const toAmountMin = minimumOut(toAmount, request.slippage)
      const tx = await swapTransaction(known, route, request, toAmountMin)
      const gas = await estimate(request.userAddress, tx)
      return {
        tx: gas === undefined ? tx : { ...tx, gas: gas.toString() },
        toAmount: toAmount.toString(),
        toAmountMin: toAmountMin.toString(),
      }
    },

    async allowance(token, owner) {
      await calls.requireToken(token)
      return calls.allowance(token, owner, (await market()).router)
    },

    async buildApprove(token, amount) {
      await calls.requireToken(token)
      return calls.buildApprove(token, (await market()).router, amount)
    },
  }
}

/** `toAmount` less `slippage` percent (to a hundredth of a percent), rounded down. */
export function minimumOut(toAmount: bigint, slippage: number): bigint {
  const basisPoints = BigInt(Math.round(slippage * 100))
  return (toAmount * (10_000n - basisPoints)) / 10_000n
}
