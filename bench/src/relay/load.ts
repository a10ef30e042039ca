import { performance } from 'node:perf_hooks'
import type { Pair } from './pairs'
import type { Phase } from './phase'
import { FANOUT_RATE, FANOUT_WINDOW } from './settings'
import { publish } from './traffic'

export const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait))

/**
 * FANOUT_RATE publishes a second in all, spread evenly and staggered over the pairs, until
 * `measureEnd`; calls `startMeasuring` once `measureStart` is reached.
 */
export async function sendPaced(
  pairs: Pair[],
  phase: Phase,
  measureStart: number,
  measureEnd: number,
  startMeasuring: () => void,
) {
  const start = performance.now()
  const perPair = FANOUT_RATE / pairs.length
  let measuring = false
  while (performance.now() < measureEnd) {
    const now = performance.now()
    if (!measuring && now >= measureStart) {
      measuring = true
      startMeasuring()
    }
    const elapsedS = (now - start) / 1000
    for (const pair of pairs) {
      // Pair i's k-th message is due at (k + i/N) / perPair seconds: the pairs are staggered.
      const due = Math.floor(elapsedS * perPair - pair.index / pairs.length) + 1
      while (pair.sent < due) {
        publish(pair, phase, start + ((pair.sent + pair.index / pairs.length) / perPair) * 1000)
      }
    }
    await sleep(1)
  }
}

/**
 * As fast as FANOUT_WINDOW messages in flight per pair allow, until `measureEnd`; calls
 * `startMeasuring` at `measureStart`. Sending stops when the caller clears `phase.sending`.
 */
export async function sendFullSpeed(
  pairs: Pair[],
  phase: Phase,
  measureStart: number,
  measureEnd: number,
  startMeasuring: () => void,
) {
  const topUp = (pair: Pair) => {
    if (!phase.sending) return
    const done = Math.min(pair.delivered, pair.replied)
    while (pair.sent - done < FANOUT_WINDOW) publish(pair, phase)
  }
  phase.onProgress = topUp
  for (const pair of pairs) topUp(pair)
  await sleep(Math.max(0, measureStart - performance.now()))
  startMeasuring()
  await sleep(Math.max(0, measureEnd - performance.now()))
}
