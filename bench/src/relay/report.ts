import { median, ms, table } from '../format'
import type { Mode, PhaseResult, RelayFanoutResult, Target } from './results'
import {
  FANOUT_PAIRS,
  FANOUT_RATE,
  FANOUT_ROUNDS,
  FANOUT_SECONDS,
  FANOUT_WINDOW,
  P99_GOAL_MS,
  THROUGHPUT_GOAL_RATIO,
} from './settings'

const range = (values: number[], show: (value: number) => string) =>
  values.length === 0
    ? 'n/a'
    : `${show(median(values))} (${show(Math.min(...values))}–${show(Math.max(...values))})`

/**
 * The figures of both targets and phases (medians over the rounds, with their range), then each
 * goal's figure beside it with PASS/FAIL. The throughput ratio is taken per round (relay ÷ echo of
 * the same round), then its median.
 */
export function relayFanoutTable(result: RelayFanoutResult): string {
  const runs = (target: Target, mode: Mode): PhaseResult[] => {
    const value = result.get(target)
    return value === undefined || value instanceof Error ? [] : (value.get(mode) ?? [])
  }
  const rows = [
    [
      `target (${FANOUT_PAIRS} pairs, ${FANOUT_ROUNDS}×${FANOUT_SECONDS} s, own process)`,
      'phase',
      'msg/s delivered (median, min–max)',
      'p50',
      'p99 (median, min–max)',
      'server CPU µs/msg',
      'errors/lost',
    ],
  ]
  for (const target of ['relay', 'echo'] as const) {
    const value = result.get(target)
    if (value instanceof Error) {
      rows.push([target, 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', value.message.split('\n')[0] ?? ''])
      continue
    }
    for (const mode of ['paced', 'max'] as const) {
      const r = runs(target, mode)
      const cpu = r.flatMap((run) =>
        run.serverCpuUsPerMessage === undefined ? [] : [run.serverCpuUsPerMessage],
      )
      rows.push([
        target,
        mode === 'paced' ? `${FANOUT_RATE} msg/s` : `full speed (window ${FANOUT_WINDOW}/pair)`,
        range(
          r.map((run) => run.perSecond),
          (v) => String(Math.round(v)),
        ),
        r.length ? ms(median(r.map((run) => run.p50Ms))) : 'n/a',
        range(
          r.map((run) => run.p99Ms),
          ms,
        ),
        cpu.length ? median(cpu).toFixed(1) : 'n/a',
        `${r.reduce((sum, run) => sum + run.errors, 0)}/${r.reduce((sum, run) => sum + run.lost, 0)}`,
      ])
    }
  }
  const relayMax = runs('relay', 'max')
  const echoMax = runs('echo', 'max')
  const ratios = relayMax.flatMap((relay, round) => {
    const echo = echoMax[round]
    return echo ? [relay.perSecond / echo.perSecond] : []
  })
  const relayPaced = runs('relay', 'paced')
  const clean = (r: PhaseResult[]) => r.every((run) => run.errors === 0 && run.lost === 0)
  const pacedHeld =
    relayPaced.length > 0 &&
    clean(relayPaced) &&
    relayPaced.every((run) => run.perSecond >= 0.95 * FANOUT_RATE)
  const ratio = median(ratios)
  const p99 = median(relayPaced.map((run) => run.p99Ms))
  const verdicts = [
    `relay throughput ÷ echo, same round (goal ≥ ${THROUGHPUT_GOAL_RATIO}×): ` +
      (ratios.length === 0
        ? 'n/a FAIL (not measured)'
        : `${range(ratios, (v) => `${v.toFixed(2)}×`)} ` +
          (ratio >= THROUGHPUT_GOAL_RATIO && clean(relayMax) ? 'PASS' : 'FAIL') +
          (clean(relayMax) ? '' : ' (errors or lost messages)')),
    `relay p99 at ${FANOUT_RATE} msg/s (goal ≤ ${P99_GOAL_MS} ms): ` +
      (relayPaced.length === 0
        ? 'n/a FAIL (not measured)'
        : `${range(
            relayPaced.map((run) => run.p99Ms),
            ms,
          )} ${p99 <= P99_GOAL_MS && pacedHeld ? 'PASS' : 'FAIL'}` +
          (pacedHeld ? '' : ' (rate not held, or errors/lost messages)')),
  ]
  return `${table(rows)}\n\n${verdicts.join('\n')}`
}
