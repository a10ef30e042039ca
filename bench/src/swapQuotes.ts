import { swapQuoteResponseSchema, uniswapV2RouterAbi } from '@foyer/protocol'
import { decodeFunctionResult, encodeFunctionData, parseUnits } from 'viem'
import { postText } from './chainData/jsonRpc'
import { measureInterleaved } from './chainData/latency'
import { ms } from './format'
import { isMain } from './isMain'
import { loadTest } from './loadTest'
import { startDevStack } from './startDevStack'
import { expectedQuote } from './swapQuotes/expectedQuote'
import { quoteNodeRequests } from './swapQuotes/quoteNodeRequests'
import type { SwapQuotesResult } from './swapQuotes/results'
import {
  QUOTE_CHAIN_ID,
  QUOTE_CONNECTIONS,
  QUOTE_FUSD,
  QUOTE_REQUESTS,
  QUOTE_ROUNDS,
  QUOTE_SECONDS,
  QUOTE_WARMUP,
} from './swapQuotes/settings'
import { swapQuotesTable } from './swapQuotes/table'

export type { SwapQuotesResult } from './swapQuotes/results'
export { swapQuotesTable }

/**
 * Issue 21: `GET /v1/convert/quotes` (QUOTE_FUSD FUSD → FOY, no user: the quote the Swap view
 * asks while the visitor types) against the API in this process (a fresh anvil with the dev
 * contracts and their Uniswap V2 market), beside a bare `eth_call` of the router's
 * `getAmountsOut` on the direct path straight to the same anvil, in the same run:
 * 1. latency: QUOTE_REQUESTS sequential requests of each, taking turns;
 * 2. throughput: QUOTE_ROUNDS rounds, each loading the quote route and the bare eth_call for
 *    QUOTE_SECONDS with QUOTE_CONNECTIONS connections (from a worker thread), the order swapped
 *    every round.
 * The first quote must be the router's own best answer (direct or through WETH), and every later
 * answer of either kind exactly the first one, else this throws (or, under load, fails the goal).
 */
export async function swapQuotesBench(): Promise<SwapQuotesResult> {
  const server = await startDevStack({ chainId: QUOTE_CHAIN_ID })
  try {
    const { swap, tokens } = server.deployment
    const [fusd, foy] = tokens
    if (!swap || !fusd || !foy) throw new Error('The dev chain has no swap market')
    const amount = parseUnits(QUOTE_FUSD, fusd.decimals)
    const query = new URLSearchParams({
      chainId: `eip155:${QUOTE_CHAIN_ID}`,
      from: fusd.address,
      to: foy.address,
      amount: amount.toString(),
    })
    const quoteUrl = `${server.origin}/v1/convert/quotes?${query}&${server.sdkQuery}`
    const ethCall = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_call',
      params: [
        {
          to: swap.router,
          data: encodeFunctionData({
            abi: uniswapV2RouterAbi,
            functionName: 'getAmountsOut',
            args: [amount, [fusd.address, foy.address]],
          }),
        },
        'latest',
      ],
    })

    // The answers every later request must repeat exactly (a quote reads the chain, which no
    // request here moves).
    const expected = await expectedQuote(server.rpcUrl, swap, fusd.address, foy.address, amount)
    const quoteResponse = await fetch(quoteUrl)
    const quoteBody = await quoteResponse.text()
    if (quoteResponse.status !== 200) {
      throw new Error(
        `The quote route answered ${quoteResponse.status}: ${quoteBody.slice(0, 300)}`,
      )
    }
    const { quote } = swapQuoteResponseSchema.parse(JSON.parse(quoteBody))
    if (
      quote.toAmount !== expected.toAmount.toString() ||
      quote.route.join() !== expected.path.join()
    ) {
      throw new Error(
        `The quote route answered ${quote.toAmount} through ${quote.route.join(' → ')}, the ` +
          `router ${expected.toAmount} through ${expected.path.join(' → ')}`,
      )
    }
    const ethCallBody = await postText(server.rpcUrl, ethCall)
    const { result: callResult } = JSON.parse(ethCallBody) as { result: `0x${string}` }
    const direct = decodeFunctionResult({
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      data: callResult,
    })
    if (direct.length !== 2 || direct[0] !== amount) {
      throw new Error(`The bare eth_call answered ${ethCallBody}`)
    }
    const route = quote.route.length === 2 ? 'FUSD → FOY' : 'FUSD → WETH → FOY'
    console.log(`quote: ${QUOTE_FUSD} FUSD buys ${quote.toAmount} FOY units via ${route}`)

    const requests = {
      quote: async () => {
        const body = await get(quoteUrl)
        if (body !== quoteBody) throw new Error(`The quote route answered ${body.slice(0, 300)}`)
      },
      ethCall: async () => {
        const body = await postText(server.rpcUrl, ethCall)
        if (body !== ethCallBody) throw new Error(`The eth_call answered ${body.slice(0, 300)}`)
      },
    }
    await measureInterleaved(QUOTE_WARMUP, requests)
    const latency = await measureInterleaved(QUOTE_REQUESTS, requests)
    for (const [name, figure] of Object.entries(latency)) {
      console.log(`${name} latency: p50 ${ms(figure.p50Ms)}, p99 ${ms(figure.p99Ms)}`)
    }

    const loads = {
      quote: () =>
        loadTest(quoteUrl, {
          connections: QUOTE_CONNECTIONS,
          durationS: QUOTE_SECONDS,
          expectBody: quoteBody,
        }),
      ethCall: () =>
        loadTest(server.rpcUrl, {
          connections: QUOTE_CONNECTIONS,
          durationS: QUOTE_SECONDS,
          jsonBody: ethCall,
          expectBody: ethCallBody,
        }),
    }
    const throughput: SwapQuotesResult['throughput'] = { quote: [], ethCall: [] }
    for (let round = 0; round < QUOTE_ROUNDS; round++) {
      const order = (['quote', 'ethCall'] as const).slice()
      for (const name of round % 2 === 0 ? order : order.reverse()) {
        const load = await loads[name]()
        throughput[name].push(load)
        const failures = load.non2xx + load.errors + load.mismatches
        console.log(
          `round ${round + 1} ${name}: ${Math.round(load.requestsPerSecond)}/s, p99 ${load.p99Ms} ms` +
            (failures > 0
              ? ` (${load.non2xx} non-2xx, ${load.errors} errors, ${load.mismatches} other answers)`
              : ''),
        )
      }
    }

    const nodeRequestsPerQuote = await quoteNodeRequests(server.rpcUrl, server.deployment, {
      from: fusd.address,
      to: foy.address,
      amount,
    })
    return { latency, throughput, nodeRequestsPerQuote, route }
  } finally {
    await server.close()
  }
}

async function get(url: string): Promise<string> {
  const response = await fetch(url)
  const body = await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 300)}`)
  return body
}

if (isMain(import.meta.url)) console.log(`\n${swapQuotesTable(await swapQuotesBench())}`)
