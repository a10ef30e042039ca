import { ms } from '../format'
import { type Connect, closePairs, connectPairs, type Pair } from './pairs'
import type { Phase } from './phase'
import type { Mode, PhaseResult, Target } from './results'
import { runPhase } from './runPhase'
import { FANOUT_RATE, FANOUT_SECONDS } from './settings'
import { listen } from './traffic'

/** Both phases (paced, then full speed) against one target, with a line of figures after each. */
export async function measure(
  target: Target,
  connect: Connect,
  subscribe: boolean,
): Promise<Map<Mode, PhaseResult>> {
  const pairs: Pair[] = []
  try {
    await connectPairs(pairs, connect, subscribe)
    let current: Phase | undefined
    listen(pairs, () => current)
    const results = new Map<Mode, PhaseResult>()
    for (const mode of ['paced', 'max'] as const) {
      const result = await runPhase(
        pairs,
        (phase) => {
          current = phase
        },
        mode,
        FANOUT_SECONDS,
      )
      results.set(mode, result)
      console.log(
        `${target} ${mode === 'paced' ? `${FANOUT_RATE} msg/s` : 'full speed'}: ` +
          `${Math.round(result.perSecond)} msg/s delivered, p50 ${ms(result.p50Ms)}, ` +
          `p99 ${ms(result.p99Ms)}; event loop delay p99 ${ms(result.loopDelayP99Ms)}, ` +
          `max ${ms(result.loopDelayMaxMs)}` +
          (result.errors + result.lost > 0
            ? ` (${result.errors} errors, ${result.lost} lost)`
            : ''),
      )
    }
    return results
  } finally {
    await closePairs(pairs)
  }
}
