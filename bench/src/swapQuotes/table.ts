import { median, medianRange, ms, notMeasuredTable, table, times } from '../format'
import type { LoadResult } from '../loadTest'
import type { SwapQuotesResult } from './results'
import {
  QUOTE_CONNECTIONS,
  QUOTE_P50_GOAL,
  QUOTE_REQUESTS,
  QUOTE_ROUNDS,
  QUOTE_SECONDS,
  QUOTE_THROUGHPUT_GOAL,
} from './settings'
import { failuresOf, swapQuoteVerdicts } from './verdicts'

/**
 * The quote route's p50/p99 beside a bare eth_call of the router's `getAmountsOut`, then quotes/s
 * beside eth_calls/s under the same load, each with its ratio to the eth_call and its goal
 * (QUOTE_P50_GOAL, QUOTE_THROUGHPUT_GOAL: ours, issue 21 sets no figure).
 */
export function swapQuotesTable(result: SwapQuotesResult | Error): string {
  const latencyHeader = [
    `swap quote latency (${QUOTE_REQUESTS} sequential requests each, interleaved)`,
    'p50',
    'p99',
    'vs eth_call (p50)',
    'vs eth_call (p99)',
    'goal',
    'verdict',
  ]
  if (result instanceof Error) return notMeasuredTable(latencyHeader, result)
  const verdicts = swapQuoteVerdicts(result)
  const { quote, ethCall } = result.latency
  const loadRow = (name: string, runs: LoadResult[], vs: number[] | undefined) => {
    const failures = failuresOf(runs)
    return [
      name,
      `${medianRange(
        runs.map((run) => run.requestsPerSecond),
        (value) => value.toFixed(0),
      )}${failures > 0 ? ` (${failures} failed)` : ''}`,
      ms(median(runs.map((run) => run.p99Ms))),
      vs ? medianRange(vs, times) : '1.00×',
      vs ? `≥ ${QUOTE_THROUGHPUT_GOAL}×` : '',
      vs ? (verdicts.throughput.pass ? 'PASS' : 'FAIL') : '',
    ]
  }
  return [
    table([
      latencyHeader,
      [
        `GET /v1/convert/quotes (${result.route}) through the API`,
        ms(quote.p50Ms),
        ms(quote.p99Ms),
        times(verdicts.p50.ratio),
        times(verdicts.p99Ratio),
        `p50 ≤ ${QUOTE_P50_GOAL}×`,
        verdicts.p50.pass ? 'PASS' : 'FAIL',
      ],
      [
        'bare eth_call getAmountsOut, straight to anvil (baseline)',
        ms(ethCall.p50Ms),
        ms(ethCall.p99Ms),
        '1.00×',
        '1.00×',
        '',
        '',
      ],
    ]),
    '',
    table([
      [
        `swap quote throughput (${QUOTE_CONNECTIONS} connections, ${QUOTE_ROUNDS}×${QUOTE_SECONDS} s interleaved)`,
        'per second (median, min–max)',
        'p99 under load (median)',
        'vs eth_call, same round (median, min–max)',
        'goal',
        'verdict',
      ],
      loadRow('quotes/s through the API', result.throughput.quote, verdicts.throughput.ratios),
      loadRow(
        'bare eth_calls/s, straight to anvil (baseline)',
        result.throughput.ethCall,
        undefined,
      ),
    ]),
    '',
    `One quote sends the node ${result.nodeRequestsPerQuote} request(s) once its pools are known: ` +
      'one Multicall3 aggregate3 eth_call carrying the V2 router’s getAmountsOut over the direct ' +
      'path and through WETH, every pair’s reserves, the V3 QuoterV2 in each fee tier that has a ' +
      'pool and that pool’s price; the first answer is checked against the V2 router’s own, ' +
      'every later one against the first.',
    `Goals (ours; issue 21 sets no figure): a quote costs at most ${QUOTE_P50_GOAL} bare eth_calls — ` +
      `p50 ≤ ${QUOTE_P50_GOAL}× the eth_call's, quotes/s ≥ ${QUOTE_THROUGHPUT_GOAL}× its eth_calls/s.`,
  ].join('\n')
}
