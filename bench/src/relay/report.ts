import { ms, table } from '../format'
import type { Mode, RelayFanoutResult, Target } from './results'
import {
  FANOUT_PAIRS,
  FANOUT_RATE,
  FANOUT_SECONDS,
  FANOUT_WINDOW,
  P99_GOAL_MS,
  THROUGHPUT_GOAL_RATIO,
} from './settings'

/** The figures of both targets and phases as a table, then the verdicts against the goals. */
export function relayFanoutTable(result: RelayFanoutResult): string {
  const phase = (target: Target, mode: Mode) => {
    const value = result.get(target)
    return value === undefined || value instanceof Error ? undefined : value.get(mode)
  }
  const rows = [
    [
      `target (${FANOUT_PAIRS} pairs, ${FANOUT_SECONDS} s)`,
      'phase',
      'msg/s delivered',
      'p50',
      'p99',
      'errors/lost',
    ],
  ]
  for (const target of ['relay', 'echo'] as const) {
    const value = result.get(target)
    if (value instanceof Error) {
      rows.push([target, 'n/a', 'n/a', 'n/a', 'n/a', value.message.split('\n')[0] ?? ''])
      continue
    }
    for (const mode of ['paced', 'max'] as const) {
      const r = phase(target, mode)
      rows.push([
        target,
        mode === 'paced' ? `${FANOUT_RATE} msg/s` : `full speed (window ${FANOUT_WINDOW}/pair)`,
        r ? String(Math.round(r.perSecond)) : 'n/a',
        r ? ms(r.p50Ms) : 'n/a',
        r ? ms(r.p99Ms) : 'n/a',
        r ? `${r.errors}/${r.lost}` : 'n/a',
      ])
    }
  }
  const relayMax = phase('relay', 'max')
  const echoMax = phase('echo', 'max')
  const relayPaced = phase('relay', 'paced')
  const ratio = relayMax && echoMax ? relayMax.perSecond / echoMax.perSecond : undefined
  const pacedOk =
    relayPaced !== undefined &&
    relayPaced.errors === 0 &&
    relayPaced.lost === 0 &&
    relayPaced.perSecond >= 0.95 * FANOUT_RATE
  const verdicts = [
    `relay throughput vs echo (goal ≥ ${THROUGHPUT_GOAL_RATIO}×): ` +
      (ratio === undefined
        ? 'n/a'
        : `${ratio.toFixed(2)}× ${ratio >= THROUGHPUT_GOAL_RATIO ? 'PASS' : 'OVER'}`),
    `relay p99 at ${FANOUT_RATE} msg/s (goal < ${P99_GOAL_MS} ms): ` +
      (relayPaced === undefined
        ? 'n/a'
        : `${ms(relayPaced.p99Ms)} ${relayPaced.p99Ms < P99_GOAL_MS && pacedOk ? 'PASS' : 'OVER'}` +
          (pacedOk ? '' : ' (rate not held, or errors/lost messages)')),
  ]
  return `${table(rows)}\n\n${verdicts.join('\n')}`
}
