import { ms, notMeasuredTable, table } from '../format'
import type { BalanceApiResult } from './balanceResults'
import { BALANCE_REQUESTS } from './balanceSettings'
import type { Latency } from './latency'

/**
 * The endpoint's p50/p99 cold and cached beside the node's own round trips of the same run; the
 * last column counts each p50 in anvil `eth_getBalance` round trips. No goal: the issue sets none.
 */
export function balanceApiTable(result: BalanceApiResult | Error): string {
  const header = [
    `balance endpoint (${BALANCE_REQUESTS} sequential requests each)`,
    'p50',
    'p99',
    'p50 in eth_getBalance round trips',
  ]
  if (result instanceof Error) return notMeasuredTable(header, result)
  const unit = result.nodeRequests.find(({ label }) => label.startsWith('eth_getBalance'))?.latency
  const row = (name: string, latency: Latency) => [
    name,
    ms(latency.p50Ms),
    ms(latency.p99Ms),
    unit ? `${(latency.p50Ms / unit.p50Ms).toFixed(1)}×` : 'n/a',
  ]
  const { requestsPerColdAnswer: requests, roundTripsPerColdAnswer: trips } = result
  const overhead = result.cold.p50Ms - result.coldReads.p50Ms
  return [
    table([
      header,
      row('API cold (forceUpdate=true)', result.cold),
      row('API cached', result.cached),
      ...result.nodeRequests.map(({ label, latency }) => row(`anvil ${label} (baseline)`, latency)),
      row(
        `anvil: a cold answer's ${requests} requests, ${trips} round trips (baseline)`,
        result.coldReads,
      ),
    ]),
    '',
    `cold answer p50 ${ms(result.cold.p50Ms)} = the node's ${ms(result.coldReads.p50Ms)} for its ` +
      `${requests} requests + ${ms(overhead)} in the API; cached answers ` +
      `${(result.cold.p50Ms / result.cached.p50Ms).toFixed(1)}× faster than cold (p50)`,
  ].join('\n')
}
