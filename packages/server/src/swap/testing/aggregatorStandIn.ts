import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import type { Address } from 'viem'
import { ApiError } from '../../http/apiError'
import { isNative } from '../quoteV2'
import type { SwapProvider } from '../swapProvider'

export interface AggregatorStandInOptions {
  /** What it routes through: the built-in provider of the dev chain. */
  provider: SwapProvider
  chainId: number
  /** The key it accepts in `0x-api-key`. */
  apiKey: string
  /** The contract its transactions need approved (the built-in provider's router). */
  spender: Address
  /** Answers this many basis points less than the provider buys (a worse market); default 0. */
  shortfallBps?: number
}

export interface AggregatorStandIn {
  /** Its base URL, as SWAP_AGGREGATOR_URL. */
  url: string
  /** The paths it was asked, in order (`/swap/allowance-holder/price`, …). */
  asked: string[]
  close: () => Promise<void>
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const AMOUNT = /^\d{1,78}$/

/**
 * A local stand-in of a 0x Swap API v2 aggregator (the subset the aggregator provider uses):
 * `GET /swap/allowance-holder/price` and `/quote` with `chainId`, `sellToken`, `buyToken`,
 * `sellAmount`, `taker`, `slippageBps`, the headers `0x-api-key` and `0x-version: v2`; answers
 * `buyAmount`, `minBuyAmount`, `allowanceTarget`, `issues.allowance`, `route.tokens`, `gas` and,
 * for a quote, `transaction {to, data, value, gas, gasPrice}`. It routes every swap through the
 * given provider (on the dev chain, the built-in Uniswap V2 router), so what it builds really
 * swaps. A wrong key is 401, a missing version or bad parameter 400, an unknown pair
 * `liquidityAvailable: false`. For tests only; listens on 127.0.0.1.
 */
export async function startAggregatorStandIn(
  options: AggregatorStandInOptions,
): Promise<AggregatorStandIn> {
  const app: FastifyInstance = Fastify({ logger: false })
  const asked: string[] = []
  const shortfall = BigInt(options.shortfallBps ?? 0)
  const less = (amount: bigint) => (amount * (10_000n - shortfall)) / 10_000n

  const refuse = (reply: FastifyReply, status: number, name: string, message: string) =>
    reply.code(status).send({ name, message })

  app.addHook('onRequest', async (request, reply) => {
    asked.push(request.url.split('?')[0] ?? '')
    if (request.headers['0x-api-key'] !== options.apiKey) {
      return refuse(reply, 401, 'UNAUTHORIZED', 'Invalid API key')
    }
    if (request.headers['0x-version'] !== 'v2') {
      return refuse(reply, 400, 'INPUT_INVALID', '0x-version: v2 is required')
    }
  })

  /** The parsed query, or undefined after answering 400. */
  const params = (query: Record<string, string | undefined>, reply: FastifyReply) => {
    const { chainId, sellToken, buyToken, sellAmount, taker, slippageBps } = query
    const bad = (field: string) => {
      refuse(reply, 400, 'INPUT_INVALID', `invalid ${field}`)
      return undefined
    }
    if (chainId !== String(options.chainId)) return bad('chainId')
    if (!sellToken || !ADDRESS.test(sellToken)) return bad('sellToken')
    if (!buyToken || !ADDRESS.test(buyToken)) return bad('buyToken')
    if (!sellAmount || !AMOUNT.test(sellAmount)) return bad('sellAmount')
    if (taker !== undefined && !ADDRESS.test(taker)) return bad('taker')
    const bps = slippageBps === undefined ? 100 : Number(slippageBps)
    if (!Number.isInteger(bps) || bps < 0 || bps > 10_000) return bad('slippageBps')
    return {
      from: sellToken as Address,
      to: buyToken as Address,
      amount: BigInt(sellAmount),
      taker: taker as Address | undefined,
      bps,
    }
  }

  const common = async (p: NonNullable<ReturnType<typeof params>>) => {
    const quote = await options.provider.quote({
      from: p.from,
      to: p.to,
      amount: p.amount,
      ...(p.taker ? { userAddress: p.taker } : {}),
    })
    const allowance =
      p.taker && !isNative(p.from)
        ? await options.provider.allowance(p.from, p.taker).catch(() => undefined)
        : undefined
    return {
      quote,
      fields: {
        liquidityAvailable: true,
        chainId: options.chainId,
        sellToken: p.from,
        buyToken: p.to,
        sellAmount: p.amount.toString(),
        allowanceTarget: isNative(p.from) ? null : options.spender,
        issues: {
          allowance:
            allowance && BigInt(allowance.allowance) < p.amount
              ? { actual: allowance.allowance, spender: options.spender }
              : null,
          balance: null,
          simulationIncomplete: false,
        },
        route: {
          fills: [{ from: p.from, to: p.to, source: 'Uniswap_V2', proportionBps: '10000' }],
          tokens: quote.route.map((address) => ({ address })),
        },
        estimatedPriceImpact: String(quote.priceImpact),
        gas: quote.gasLimit,
      },
    }
  }

  /** A provider error as the aggregator would answer it. */
  const failed = (reply: FastifyReply, error: unknown) => {
    if (error instanceof ApiError && error.code === 'SWAP_NO_ROUTE') {
      return reply.send({ liquidityAvailable: false })
    }
    if (error instanceof ApiError && error.statusCode === 400) {
      return refuse(reply, 400, 'INPUT_INVALID', error.message)
    }
    return refuse(reply, 500, 'INTERNAL_SERVER_ERROR', 'upstream failure')
  }

  app.get('/swap/allowance-holder/price', async (request, reply) => {
    const p = params(request.query as Record<string, string | undefined>, reply)
    if (!p) return reply
    try {
      const { quote, fields } = await common(p)
      const buyAmount = less(BigInt(quote.toAmount))
      return {
        ...fields,
        buyAmount: buyAmount.toString(),
        minBuyAmount: ((buyAmount * BigInt(10_000 - p.bps)) / 10_000n).toString(),
      }
    } catch (error) {
      return failed(reply, error)
    }
  })

  app.get('/swap/allowance-holder/quote', async (request, reply) => {
    const p = params(request.query as Record<string, string | undefined>, reply)
    if (!p) return reply
    if (!p.taker) return refuse(reply, 400, 'INPUT_INVALID', 'taker is required')
    try {
      const { fields } = await common(p)
      const built = await options.provider.buildTransaction({
        from: p.from,
        to: p.to,
        amount: p.amount,
        userAddress: p.taker,
        slippage: p.bps / 100,
      })
      return {
        ...fields,
        buyAmount: less(BigInt(built.toAmount)).toString(),
        minBuyAmount: built.toAmountMin,
        transaction: {
          to: built.tx.to,
          data: built.tx.data,
          value: built.tx.value,
          gas: built.tx.gas ?? null,
          gasPrice: '1000000000',
        },
      }
    } catch (error) {
      return failed(reply, error)
    }
  })

  const url = await app.listen({ host: '127.0.0.1', port: 0 })
  return { url, asked, close: () => app.close() }
}
