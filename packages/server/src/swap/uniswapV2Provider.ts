import {
  BUILTIN_SWAP_PROVIDER,
  NATIVE_TOKEN_ADDRESS,
  SWAP_DEADLINE_SECONDS,
  type SwapQuote,
  type SwapToken,
  type SwapTransaction,
  uniswapV2RouterAbi,
} from '@foyer/protocol'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  type PublicClient,
} from 'viem'
import type { RegisteredChain } from '../chain/chainRegistry'
import { ApiError } from '../http/apiError'
import { chainCall } from './chainCall'
import { withGasMargin } from './gasMargin'
import { bestV2Route, isNative, priceImpact, type V2Route } from './quoteV2'
import type { SwapBuildRequest, SwapProvider, SwapQuoteRequest } from './swapProvider'
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

  const quoteRoute = async ({ from, to, amount }: SwapQuoteRequest) => {
    const known = await market()
    return { known, route: await bestV2Route(client, known, from, to, amount) }
  }

  /** The node's gas estimate (with a margin) for `account` sending `tx`, undefined when it would fail now. */
  const estimate = async (account: Address, tx: SwapTransaction) =>
    chainCall(
      async () =>
        withGasMargin(
          await client.estimateGas({
            account,
            to: tx.to,
            data: tx.data as Hex,
            value: BigInt(tx.value),
          }),
        ),
      () => undefined,
    )

  const swapTransaction = async (
    known: V2Market,
    route: V2Route,
    request: SwapBuildRequest | (SwapQuoteRequest & { userAddress: Address }),
    toAmountMin: bigint,
  ): Promise<SwapTransaction> => {
    const block = await chainCall(
      () => client.getBlock(),
      () => {
        throw new ApiError(502, 'SWAP_UNAVAILABLE')
      },
    )
    const deadline = block.timestamp + BigInt(SWAP_DEADLINE_SECONDS)
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

  const requireToken = async (token: Address) => {
    if (isNative(token)) throw new ApiError(400, 'SWAP_NATIVE_NEEDS_NO_APPROVAL')
    const code = await chainCall(
      () => client.getCode({ address: token }),
      () => undefined,
    )
    if (!code || code === '0x') throw new ApiError(400, 'SWAP_TOKEN_UNKNOWN')
  }

  return {
    id: BUILTIN_SWAP_PROVIDER.id,
    async tokens() {
      const known = await market()
      const native: SwapToken = { address: NATIVE_TOKEN_ADDRESS, ...chain.nativeCurrency }
      const listed = chain.tokens.filter(
        (token) => token.address.toLowerCase() !== known.weth.toLowerCase(),
      )
      return [native, ...listed.map(swapToken), await wethToken(client, known.weth)]
    },

    async quote(request): Promise<SwapQuote> {
      const { known, route } = await quoteRoute(request)
      const impact = await priceImpact(client, known, route)
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
      await requireToken(token)
      const { router: spender } = await market()
      const allowance = await chainCall(
        () =>
          client.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [owner, spender],
          }),
        () => {
          throw new ApiError(400, 'SWAP_TOKEN_UNKNOWN')
        },
      )
      return { allowance: allowance.toString(), spender }
    },

    async buildApprove(token, amount) {
      await requireToken(token)
      const { router: spender } = await market()
      return {
        tx: {
          to: getAddress(token),
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [spender, amount],
          }),
          value: '0',
        },
      }
    },
  }
}

/** `toAmount` less `slippage` percent (to a hundredth of a percent), rounded down. */
export function minimumOut(toAmount: bigint, slippage: number): bigint {
  const basisPoints = BigInt(Math.round(slippage * 100))
  return (toAmount * (10_000n - basisPoints)) / 10_000n
}

export const swapToken = ({
  address,
  symbol,
  name,
  decimals,
}: RegisteredChain['tokens'][number]): SwapToken => ({ address, symbol, name, decimals })

/** WETH as its contract names itself (a router whose WETH does not answer is misconfigured). */
export async function wethToken(client: PublicClient, address: Address): Promise<SwapToken> {
  const [symbol, name, decimals] = await chainCall(
    () =>
      Promise.all([
        client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
        client.readContract({ address, abi: erc20Abi, functionName: 'name' }),
        client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
      ]),
    () => {
      throw new ApiError(502, 'SWAP_UNAVAILABLE', {
        details: `the router's WETH ${address} is no ERC-20 token`,
      })
    },
  )
  return { address, symbol, name, decimals }
}
