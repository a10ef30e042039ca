import {
  AGGREGATOR_SWAP_PROVIDER,
  NATIVE_TOKEN_ADDRESS,
  type SwapQuote,
  type SwapToken,
} from '@foyer/protocol'
import { type Address, getAddress, type PublicClient } from 'viem'
import type { z } from 'zod'
import type { RegisteredChain } from '../../chain/chainRegistry'
import { ApiError } from '../../http/apiError'
import { isNative } from '../quoteV2'
import { swapChainCalls } from '../swapChainCalls'
import type { SwapProvider } from '../swapProvider'
import { minimumOut, typicalSwapGas } from '../uniswapV2Provider'
import {
  type AggregatorPrice,
  aggregatorErrorSchema,
  aggregatorPriceSchema,
  aggregatorQuoteSchema,
} from './aggregatorAnswers'

/** How long the aggregator may take to answer before the swap API answers 502. */
export const AGGREGATOR_TIMEOUT_MS = 10_000

export interface AggregatorSettings {
  /** SWAP_AGGREGATOR_URL: the API's base, such as https://api.0x.org (no trailing slash). */
  url: string
  /** SWAP_AGGREGATOR_KEY: sent as `0x-api-key`, never logged nor shown. */
  apiKey: string
  timeoutMs?: number
  /** Where the operator hears of a refused key (the app's logger). */
  log?: { warn: (message: string) => void }
}

/**
 * The aggregator provider: an HTTP API of the 0x Swap API v2 kind (AllowanceHolder flow), asked
 * with the operator's key (`0x-api-key`, `0x-version: v2`). A quote is its
 * `GET /swap/allowance-holder/price`, a swap its `GET /swap/allowance-holder/quote` (with
 * `taker` and `slippageBps`): the transaction it answers is handed on as it is, after checking
 * that its least output (`minBuyAmount`) keeps the slippage asked. The allowance is read on chain
 * for the contract the aggregator names (`allowanceTarget`). Tokens: the native coin and the
 * chain's listed tokens. A refused key or an aggregator that does not answer is a 502
 * SWAP_UNAVAILABLE; what it cannot swap a 400 SWAP_NO_ROUTE.
 */
export function aggregatorProvider(
  chain: RegisteredChain,
  client: PublicClient,
  settings: AggregatorSettings,
): SwapProvider {
  const timeoutMs = settings.timeoutMs ?? AGGREGATOR_TIMEOUT_MS
  /** The contract the aggregator last named as the one to approve on this chain. */
  let knownSpender: Address | undefined
  const calls = swapChainCalls(client)

  async function ask<S extends z.ZodType>(
    kind: 'price' | 'quote',
    params: Record<string, string | undefined>,
    schema: S,
  ): Promise<z.infer<S>> {
    const query = new URLSearchParams({ chainId: String(chain.chainId) })
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined) query.set(name, value)
    }
    let response: Response
    try {
      response = await fetch(`${settings.url}/swap/allowance-holder/${kind}?${query}`, {
        headers: { '0x-api-key': settings.apiKey, '0x-version': 'v2', accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : 'could not be reached'
      throw new ApiError(502, 'SWAP_UNAVAILABLE', { details: `the swap aggregator ${reason}` })
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (response.status === 401 || response.status === 403) {
      settings.log?.warn(
        `the swap aggregator refused this server's API key (HTTP ${response.status}): check SWAP_AGGREGATOR_KEY`,
      )
      throw new ApiError(502, 'SWAP_UNAVAILABLE', {
        details: 'the swap aggregator refused this server’s API key (SWAP_AGGREGATOR_KEY)',
      })
    }
    if (!response.ok) {
      const error = aggregatorErrorSchema.safeParse(body)
      const name = error.success ? error.data.name : undefined
      // A named refusal of the request (0x's INPUT_INVALID, TOKEN_NOT_SUPPORTED, …) is the swap's
      // doing; anything else (429, 5xx, a server that is not the API) the aggregator's.
      if (name && response.status >= 400 && response.status < 500 && response.status !== 429) {
        throw new ApiError(400, 'SWAP_NO_ROUTE', {
          details: `the swap aggregator answered ${name}`,
        })
      }
      throw new ApiError(502, 'SWAP_UNAVAILABLE', {
        details: `the swap aggregator answered HTTP ${response.status}`,
      })
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      throw new ApiError(502, 'SWAP_UNAVAILABLE', {
        details: 'the swap aggregator answered something that is not a swap API v2 answer',
      })
    }
    return parsed.data
  }

  /** Remembers the contract to approve the aggregator names, and answers it. */
  const noteSpender = (answer: AggregatorPrice): Address | undefined => {
    const spender = answer.allowanceTarget ?? answer.issues?.allowance?.spender
    if (spender) knownSpender = getAddress(spender)
    return knownSpender
  }

  const requireLiquidity = (answer: AggregatorPrice): bigint => {
    if (!answer.liquidityAvailable || answer.buyAmount === undefined) {
      throw new ApiError(400, 'SWAP_NO_ROUTE')
    }
    const bought = BigInt(answer.buyAmount)
    if (bought === 0n) throw new ApiError(400, 'SWAP_AMOUNT_TOO_SMALL')
    return bought
  }

  const requireTwoTokens = (from: Address, to: Address) => {
    if (from.toLowerCase() === to.toLowerCase()) throw new ApiError(400, 'SWAP_SAME_TOKEN')
  }

  const decimalsOf = (token: Address) =>
    chain.tokens.find((entry) => entry.address.toLowerCase() === token.toLowerCase())?.decimals ??
    18

  /**
   * The contract to approve for `token`: the one the aggregator last named on this chain, else
   * the one it names for a price of one whole `token` in the native coin.
   */
  const spenderFor = async (token: Address): Promise<Address> => {
    if (isNative(token)) throw new ApiError(400, 'SWAP_NATIVE_NEEDS_NO_APPROVAL')
    if (knownSpender) return knownSpender
    const answer = await ask(
      'price',
      {
        sellToken: token,
        buyToken: NATIVE_TOKEN_ADDRESS,
        sellAmount: (10n ** BigInt(decimalsOf(token))).toString(),
      },
      aggregatorPriceSchema,
    )
    const spender = noteSpender(answer)
    if (!spender) {
      throw new ApiError(502, 'SWAP_UNAVAILABLE', {
        details: 'the swap aggregator named no contract to approve',
      })
    }
    return spender
  }

  return {
    id: AGGREGATOR_SWAP_PROVIDER.id,

    async tokens() {
      const native: SwapToken = { address: NATIVE_TOKEN_ADDRESS, ...chain.nativeCurrency }
      return [
        native,
        ...chain.tokens.map(({ address, symbol, name, decimals }) => ({
          address,
          symbol,
          name,
          decimals,
        })),
      ]
    },

    async quote(request): Promise<SwapQuote> {
      requireTwoTokens(request.from, request.to)
      const answer = await ask(
        'price',
        {
          sellToken: request.from,
          buyToken: request.to,
          sellAmount: request.amount.toString(),
          taker: request.userAddress,
        },
        aggregatorPriceSchema,
      )
      const toAmount = requireLiquidity(answer)
      noteSpender(answer)
      const tokens = answer.route?.tokens?.map((token) => getAddress(token.address)) ?? []
      const route = tokens.length >= 2 ? tokens : [request.from, request.to]
      return {
        from: request.from,
        to: request.to,
        fromAmount: request.amount.toString(),
        toAmount: toAmount.toString(),
        route,
        // The aggregator's estimate where it gives one; 0 where it gives none.
        priceImpact: Number(answer.estimatedPriceImpact ?? 0),
        gasLimit: answer.gas ?? typicalSwapGas(route.length - 1).toString(),
        gasEstimated: request.userAddress !== undefined && answer.gas != null,
        provider: AGGREGATOR_SWAP_PROVIDER.id,
      }
    },

    async buildTransaction(request) {
      requireTwoTokens(request.from, request.to)
      const answer = await ask(
        'quote',
        {
          sellToken: request.from,
          buyToken: request.to,
          sellAmount: request.amount.toString(),
          taker: request.userAddress,
          slippageBps: String(Math.round(request.slippage * 100)),
        },
        aggregatorQuoteSchema,
      )
      const toAmount = requireLiquidity(answer)
      noteSpender(answer)
      const { transaction } = answer
      if (!transaction || answer.minBuyAmount === undefined) {
        throw new ApiError(502, 'SWAP_UNAVAILABLE', {
          details: 'the swap aggregator answered no transaction',
        })
      }
      const toAmountMin = BigInt(answer.minBuyAmount)
      // Its bound must be at least as tight as the slippage asked: never a looser swap.
      if (toAmountMin < minimumOut(toAmount, request.slippage)) {
        throw new ApiError(502, 'SWAP_UNAVAILABLE', {
          details: 'the swap aggregator answered a looser slippage bound than asked',
        })
      }
      if (!isNative(request.from) && transaction.value !== '0') {
        throw new ApiError(502, 'SWAP_UNAVAILABLE', {
          details: 'the swap aggregator asked for native value on a token swap',
        })
      }
      return {
        tx: {
          to: getAddress(transaction.to),
          data: transaction.data,
          value: transaction.value,
          ...(transaction.gas ? { gas: transaction.gas } : {}),
        },
        toAmount: toAmount.toString(),
        toAmountMin: toAmountMin.toString(),
      }
    },

    async allowance(token, owner) {
      return calls.allowance(token, owner, await spenderFor(token))
    },

    async buildApprove(token, amount) {
      return calls.buildApprove(token, await spenderFor(token), amount)
    },
  }
}
