import {
  type ChainDeployment,
  NATIVE_TOKEN_ADDRESS,
  SWAP_DEADLINE_SECONDS,
  uniswapV2RouterAbi,
} from '@foyer/protocol'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  isAddressEqual,
} from 'viem'
import type { ChainDataHandlers } from './chainDataServer'

type Answer = { status: number; body: unknown }

/** The price impact the stand-in reports (the real API computes it from the pairs' reserves). */
export const STAND_IN_PRICE_IMPACT = 0.25
/** The gas the stand-in quotes (the real API asks the node, or gives the route's typical use). */
export const STAND_IN_GAS_LIMIT = 150_000n

export type ConvertStandIn = {
  handler: NonNullable<ChainDataHandlers['convert']>
  /** Answers the gas price route with null (the product's fallback for a failed node) until `false`. */
  failGasPrice(fail: boolean): void
  /** Answers the quote route with this error body and status until undefined. */
  failQuotes(failure: Answer | undefined): void
  /** Each quote's `toAmount` after this many ms (to test that stale answers are dropped). */
  delayQuotes(ms: (amount: bigint) => number): void
}

/**
 * The swap API for core's tests, on the dev chain's own Uniswap V2 router (the deployment's
 * `swap`): quotes with the router's `getAmountsOut` on the direct pair (the native coin as WETH),
 * builds the ERC-20 approve and the router's swap with the slippage bound, as the server's
 * built-in provider does, so that the transactions the flow sends really move the balances.
 */
export function convertStandIn(rpcUrl: string, deployment: ChainDeployment): ConvertStandIn {
  const market = deployment.swap
  if (!market) throw new Error('The dev deployment has no swap market')
  const swap = market
  const client = createPublicClient({ transport: http(rpcUrl) })
  const native = (address: string) => isAddressEqual(address as Address, NATIVE_TOKEN_ADDRESS)
  const onRouter = (address: string) => (native(address) ? swap.weth : (address as Address))
  let gasPriceFails = false
  let quoteFailure: Answer | undefined
  let delay: (amount: bigint) => number = () => 0

  const tokens = [
    { address: NATIVE_TOKEN_ADDRESS, symbol: 'ETH', name: 'Ether', decimals: 18 },
    ...deployment.tokens.map(({ address, symbol, name, decimals }) => ({
      address,
      symbol,
      name,
      decimals,
    })),
  ]

  async function amountOut(from: string, to: string, amount: bigint) {
    const amounts = await client.readContract({
      address: swap.router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amount, [onRouter(from), onRouter(to)]],
    })
    return amounts[amounts.length - 1] ?? 0n
  }

  async function swapTx(from: string, to: string, amount: bigint, user: Address, min: bigint) {
    const block = await client.getBlock()
    const deadline = block.timestamp + BigInt(SWAP_DEADLINE_SECONDS)
    const path = [onRouter(from), onRouter(to)]
    const data = native(from)
      ? encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: 'swapExactETHForTokens',
          args: [min, path, user, deadline],
        })
      : encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: native(to) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
          args: [amount, min, path, user, deadline],
        })
    return { to: swap.router, data, value: native(from) ? amount.toString() : '0' }
  }

  async function handler(name: string, query: URLSearchParams, body: unknown): Promise<Answer> {
    const ok = (answer: unknown) => ({ status: 200, body: answer })
    const param = (key: string) => query.get(key) ?? ''
    switch (name) {
      case 'tokens': {
        const addresses = tokens.map((token) => token.address)
        return ok({ tokens, suggested: addresses.slice(0, 4), popular: addresses })
      }
      case 'quotes': {
        if (quoteFailure) return quoteFailure
        const amount = BigInt(param('amount'))
        const toAmount = await amountOut(param('from'), param('to'), amount)
        await new Promise((resolve) => setTimeout(resolve, delay(amount)))
        return ok({
          quote: {
            from: param('from'),
            to: param('to'),
            fromAmount: amount.toString(),
            toAmount: toAmount.toString(),
            route: [onRouter(param('from')), onRouter(param('to'))],
            priceImpact: STAND_IN_PRICE_IMPACT,
            gasLimit: STAND_IN_GAS_LIMIT.toString(),
            gasEstimated: false,
          },
        })
      }
      case 'allowance': {
        const allowance = await client.readContract({
          address: param('tokenAddress') as Address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [param('userAddress') as Address, swap.router],
        })
        return ok({ allowance: allowance.toString(), spender: swap.router })
      }
      case 'gas-price':
        return ok(gasPriceFails ? null : { gasPrice: (await client.getGasPrice()).toString() })
      case 'build-approve':
        return ok({
          tx: {
            to: param('tokenAddress'),
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'approve',
              args: [swap.router, BigInt(param('amount'))],
            }),
            value: '0',
          },
        })
      case 'build-transaction': {
        const request = body as {
          from: string
          to: string
          amount: string
          userAddress: Address
          slippage: number
        }
        const amount = BigInt(request.amount)
        const toAmount = await amountOut(request.from, request.to, amount)
        const toAmountMin =
          (toAmount * BigInt(10_000 - Math.round(request.slippage * 100))) / 10_000n
        const tx = await swapTx(request.from, request.to, amount, request.userAddress, toAmountMin)
        return ok({ tx, toAmount: toAmount.toString(), toAmountMin: toAmountMin.toString() })
      }
      default:
        return { status: 404, body: { error: 'Not found' } }
    }
  }

  return {
    handler,
    failGasPrice: (fail) => {
      gasPriceFails = fail
    },
    failQuotes: (failure) => {
      quoteFailure = failure
    },
    delayQuotes: (ms) => {
      delay = ms
    },
  }
}
