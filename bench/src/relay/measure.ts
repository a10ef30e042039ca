import { ms } from '../format'
import { type Connect, closePairs, connectPairs, type Pair } from './pairs'
import type { Phase } from './phase'
import type { Mode, PhaseResult, Target } from './results'
import { runPhase } from './runPhase'
import { FANOUT_RATE, FANOUT_SECONDS } from './settings'
import type { ServerProcess } from './spawnServer'
import { listen } from './traffic'

/** The clients of one target, connected once and kept for every round. */
export interface TargetClients {
  target: Target
  /** One phase against the target, with a line of figures after it. */
  run(mode: Mode, round: number): Promise<PhaseResult>
  close(): Promise<void>
}

export async function openClients(
  server: ServerProcess,
  connect: Connect,
  subscribe: boolean,
): Promise<TargetClients> {
  const pairs: Pair[] = []
  try {
    await connectPairs(pairs, connect, subscribe)
  } catch (error) {
    await closePairs(pairs)
    throw error
  }
  let current: Phase | undefined
  listen(pairs, () => current)
  return {
    target: server.target,
    async run(mode, round) {
      const cpuBefore = await server.cpuMicros()
      const result = await runPhase(
        pairs,
        (phase) => {
          current = phase
        },
        mode,
        FANOUT_SECONDS,
      )
      const cpu = (await server.cpuMicros()) - cpuBefore
      if (result.deliveredAll > 0) result.serverCpuUsPerMessage = cpu / result.deliveredAll
      console.log(
        `round ${round + 1} ${server.target} ${mode === 'paced' ? `${FANOUT_RATE} msg/s` : 'full speed'}: ` +
          `${Math.round(result.perSecond)} msg/s delivered, p50 ${ms(result.p50Ms)}, ` +
          `p99 ${ms(result.p99Ms)}; server CPU ${result.serverCpuUsPerMessage?.toFixed(0) ?? 'n/a'} µs/msg; ` +
          `client event loop delay p99 ${ms(result.loopDelayP99Ms)}` +
          (result.errors + result.lost > 0
            ? ` (${result.errors} errors, ${result.lost} lost)`
            : ''),
      )
      return result
    },
    close: () => closePairs(pairs),
  }
}
