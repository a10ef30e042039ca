import { isMain } from './isMain'
import { measureEcho } from './relay/echoServer'
import { measureRelay } from './relay/relayTarget'
import { relayFanoutTable } from './relay/report'
import type { RelayFanoutResult } from './relay/results'

export type { Mode, PhaseResult, RelayFanoutResult, Target } from './relay/results'
export {
  FANOUT_PAIRS,
  FANOUT_RATE,
  FANOUT_SECONDS,
  FANOUT_WINDOW,
  P99_GOAL_MS,
  THROUGHPUT_GOAL_RATIO,
} from './relay/settings'
export { relayFanoutTable }

/**
 * FANOUT_PAIRS dapp/wallet pairs of raw websocket clients, one topic each, against the relay (in
 * this process, in-memory PGlite) and against a bare `ws` echo server with the same clients: at
 * FANOUT_RATE messages/s for FANOUT_SECONDS, then as fast as a window of FANOUT_WINDOW messages
 * per pair allows. Latency is wallet receive time − dapp send time (performance.now(), one
 * process, clients and server sharing its event loop).
 */
export async function relayFanoutBench(): Promise<RelayFanoutResult> {
  const result: RelayFanoutResult = new Map()
  for (const [target, run] of [
    ['relay', measureRelay],
    ['echo', measureEcho],
  ] as const) {
    try {
      result.set(target, await run())
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error))
      result.set(target, failure)
      console.log(`${target}: fan-out not measured: ${failure.message.split('\n')[0]}`)
    }
  }
  return result
}

if (isMain(import.meta.url)) {
  console.log(`\n${relayFanoutTable(await relayFanoutBench())}`)
}
