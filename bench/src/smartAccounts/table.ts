import { median, medianRange, ms, notMeasuredTable, table, times } from '../format'
import { percentile } from '../relay/percentile'
import type { SmartAccountCallsResult, ThroughputRun } from './results'
import type { SendTiming } from './senders'
import {
  LATENCY_SENDS,
  POLL_MS,
  SENDS_PER_ACCOUNT,
  THROUGHPUT_ACCOUNTS,
  THROUGHPUT_ROUNDS,
} from './settings'
import { perSecond } from './throughput'

const p95 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.95,
  )

/** Medians over the rounds of each process's CPU time per send. */
const cpuPerSend = (runs: ThroughputRun[]) => {
  const per = (pick: (run: ThroughputRun) => number) =>
    median(runs.map((run) => pick(run) / run.sends)).toFixed(1)
  return [
    per((run) => run.cpuMs.bench),
    per((run) => run.cpuMs.bundler),
    per((run) => run.cpuMs.anvil),
  ].join(' · ')
}

/**
 * Send → receipt latency (median, p95) of a plain EOA transaction straight to anvil and through the
 * API, and of the smart account's sponsored two-call user operation through the API, each with
 * its ratio to the EOA through the API (the baseline); then transactions/s and user operations/s
 * of THROUGHPUT_ACCOUNTS accounts at once, with the ratio of each round. No goal: the issue sets
 * none.
 */
export function smartAccountCallsTable(result: SmartAccountCallsResult | Error): string {
  const latencyHeader = [
    `send → receipt (${LATENCY_SENDS} sequential sends each, interleaved; poll ${POLL_MS} ms)`,
    'median',
    'p95',
    'median to hash',
    'requests/send',
    'vs baseline (median)',
    'vs baseline (p95)',
  ]
  if (result instanceof Error) return notMeasuredTable(latencyHeader, result)
  const baseline = result.latency.eoa.map((send) => send.totalMs)
  const latencyRow = (name: string, sends: SendTiming[]) => {
    const total = sends.map((send) => send.totalMs)
    return [
      name,
      ms(median(total)),
      ms(p95(total)),
      ms(median(sends.map((send) => send.hashMs))),
      String(median(sends.map((send) => send.requests))),
      times(median(total) / median(baseline)),
      times(p95(total) / p95(baseline)),
    ]
  }
  const { eoa, smartAccount } = result.throughput
  const ratios = smartAccount.flatMap((run, round) => {
    const base = eoa[round]
    return base ? [perSecond(run) / perSecond(base)] : []
  })
  const throughputRow = (name: string, runs: ThroughputRun[], vs: number[] | undefined) => [
    name,
    medianRange(runs.map(perSecond), (value) => value.toFixed(1)),
    medianRange(
      runs.map((run) => run.sends / run.chainTransactions),
      (value) => value.toFixed(2),
    ),
    vs ? medianRange(vs, times) : '1.00×',
    `${ms(median(runs.map((run) => run.medianMs)))} (${ms(median(runs.map((run) => run.medianToHashMs)))})`,
    cpuPerSend(runs),
  ]
  return [
    table([
      latencyHeader,
      latencyRow('EOA transfer, straight to anvil (node floor)', result.latency.eoaDirect),
      latencyRow('EOA transfer through the API’s node route (baseline)', result.latency.eoa),
      latencyRow(
        'smart account: 2 calls, 1 sponsored user operation, through the API',
        result.latency.smartAccount,
      ),
    ]),
    '',
    table([
      [
        `throughput (${THROUGHPUT_ACCOUNTS} accounts at once × ${SENDS_PER_ACCOUNT} sends, each awaiting its receipt; ${THROUGHPUT_ROUNDS} rounds interleaved)`,
        'per second (median, min–max)',
        'sends per chain tx',
        'vs baseline, same round (median, min–max)',
        'send → receipt under load, median (to hash)',
        'CPU ms per send: bench · alto · anvil',
      ],
      throughputRow('EOA transactions/s through the API (baseline)', eoa, undefined),
      throughputRow('bundler: user operations/s through the API', smartAccount, ratios),
    ]),
    '',
    'No goal: issue 20 sets none.',
    'One anvil (automine), one alto bundler (its own process), the API in this process (“bench” CPU: ' +
      `the API and all the clients); every client polls every ${POLL_MS} ms (the embedded wallet: 250 ms).`,
    'Each user operation: a FoyerAccount `executeBatch` (a native and an ERC-20 transfer), its gas paid ' +
      'by the dev paymaster as approved by the API’s paymaster route (dev project, daily cap lifted), ' +
      'at the fees the bundler asks (pimlico_getUserOperationGasPrice); each account deployed by an ' +
      'untimed first operation.',
  ].join('\n')
}
