import {
  BUILTIN_SWAP_PROVIDER,
  type SwapQuote,
  type SwapTransaction,
  uniswapV3RouterAbi,
} from '@foyer/protocol'
import { type Address, encodeFunctionData, type PublicClient } from 'viem'
import type { RegisteredChain } from '../chain/chainRegistry'
import { isNative } from './quoteV2'
import { quoteV3Route, type V3Route } from './quoteV3'
import { swapChainCalls } from './swapChainCalls'
import type { SwapBuildRequest, SwapProvider, SwapQuoteRequest } from './swapProvider'
import { swapReads } from './swapReads'
import { minimumOut } from './uniswapV2Provider'
import { type V3Market, v3Market } from './v3Market'

/** The `source` of a quote through a Uniswap V3 market. */
export const UNISWAP_V3_SOURCE = 'uniswap-v3'

/**
 * The gas a V3 single-pool swap typically uses when the node cannot estimate it for the user: about
 * 150,000, and 40,000 more to unwrap WETH into the native coin. Labelled as such in the quote.
 */
export function typicalV3SwapGas(toNative: boolean): bigint {
  return 150_000n + (toNative ? 40_000n : 0n)
}

/**
 * The built-in provider on a chain whose operator names a Uniswap V3 SwapRouter and QuoterV2
 * (v3-periphery's): quotes with the quoter's `quoteExactInputSingle` in each fee tier (500, 3000,
 * 10000; the best), the price impact from the pool's price; builds the ERC-20 approve to the
 * router and the router's `exactInputSingle` with the slippage bound (`amountOutMinimum`) and a
 * deadline — the native coin in as the call's value (the router wraps it), out through
 * `multicall([exactInputSingle to the router, unwrapWETH9 to the user])`. Tokens: the native
 * coin, the chain's listed tokens and WETH.
 */
export function uniswapV3Provider(
  chain: RegisteredChain,
  client: PublicClient,
  router: Address,
  quoter: Address,
): SwapProvider {
  const market = v3Market(client, router, quoter)
  const calls = swapChainCalls(client)
  const { estimate } = calls

  const quoteRoute = async (
    { from, to, amount }: SwapQuoteRequest,
    reads = swapReads(client, chain.chainId),
  ) => {
    const known = await market()
    return { known, ...(await quoteV3Route(client, reads, known, from, to, amount)) }
  }

  const swapTransaction = async (
    known: V3Market,
    route: V3Route,
    request: SwapQuoteRequest & { userAddress: Address },
    toAmountMin: bigint,
  ): Promise<SwapTransaction> => {
    const deadline = await calls.deadline()
    const toNative = isNative(request.to)
    const swap = encodeFunctionData({
      abi: uniswapV3RouterAbi,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: route.tokenIn,
          tokenOut: route.tokenOut,
          fee: route.fee,
          // The native coin out: WETH to the router, which unwraps it to the user next.
          recipient: toNative ? known.router : request.userAddress,
          deadline,
          amountIn: route.amountIn,
          amountOutMinimum: toAmountMin,
          sqrtPriceLimitX96: 0n,
        },
      ],
    })
    const data = toNative
      ? encodeFunctionData({
          abi: uniswapV3RouterAbi,
          functionName: 'multicall',
          args: [
            [
              swap,
              encodeFunctionData({
                abi: uniswapV3RouterAbi,
                functionName: 'unwrapWETH9',
                args: [toAmountMin, request.userAddress],
              }),
            ],
          ],
        })
      : swap
    return {
      to: known.router,
      data,
      value: isNative(request.from) ? request.amount.toString() : '0',
    }
  }

  return {
    id: BUILTIN_SWAP_PROVIDER.id,
    async tokens() {
      return calls.routerTokens(chain, (await market()).weth)
    },

    async quote(request, reads): Promise<SwapQuote> {
      const { known, route, priceImpact: impact } = await quoteRoute(request, reads)
      let gas: bigint | undefined
      if (request.userAddress) {
        const tx = await swapTransaction(
          known,
          route,
          { ...request, userAddress: request.userAddress },
          route.amountOut,
        )
        gas = await estimate(request.userAddress, tx)
      }
      return {
        from: request.from,
        to: request.to,
        fromAmount: request.amount.toString(),
        toAmount: route.amountOut.toString(),
        route: [route.tokenIn, route.tokenOut],
        priceImpact: impact,
        gasLimit: (gas ?? typicalV3SwapGas(isNative(request.to))).toString(),
        gasEstimated: gas !== undefined,
        source: UNISWAP_V3_SOURCE,
        fee: route.fee,
      }
    },

    async buildTransaction(request: SwapBuildRequest) {
      const { known, route } = await quoteRoute(request)
      const toAmountMin = minimumOut(route.amountOut, request.slippage)
      const tx = await swapTransaction(known, route, request, toAmountMin)
      const gas = await estimate(request.userAddress, tx)
      return {
        tx: gas === undefined ? tx : { ...tx, gas: gas.toString() },
        toAmount: route.amountOut.toString(),
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
