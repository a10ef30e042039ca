import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { sendFullSpeed, sendPaced, sleep } from './load'
import type { Pair } from './pairs'
import { percentile } from './percentile'
import { newPhase, type Phase } from './phase'
import type { Mode, PhaseResult } from './results'
import { DRAIN_MS, WARMUP_S } from './settings'

/** Runs `warmup` then `seconds` of sending; returns when sent messages arrived or DRAIN_MS passed. */
export async function runPhase(
  pairs: Pair[],
  setPhase: (phase: Phase | undefined) => void,
  mode: Mode,
  seconds: number,
): Promise<PhaseResult> {
  const phase = newPhase()
  setPhase(phase)
  for (const pair of pairs) {
    pair.sent = 0
    pair.delivered = 0
    pair.replied = 0
  }
  const warmupEnd = performance.now() + WARMUP_S * 1000
  const measureStart = warmupEnd
  const measureEnd = measureStart + seconds * 1000
  let sentAtMeasureStart = 0
  let deliveredAtMeasureStart = 0
  const loopDelay = monitorEventLoopDelay({ resolution: 1 })
  const startMeasuring = () => {
    phase.measuring = true
    phase.startAt = mode === 'paced' ? measureStart : performance.now()
    loopDelay.enable()
    phase.endAt = measureEnd
    sentAtMeasureStart = phase.sent
    deliveredAtMeasureStart = phase.deliveredTotal
    phase.errors = 0
  }

  const send = mode === 'paced' ? sendPaced : sendFullSpeed
  await send(pairs, phase, measureStart, measureEnd, startMeasuring)
  phase.sending = false
  loopDelay.disable()

  const measuredSent = phase.sent - sentAtMeasureStart
  const drainUntil = performance.now() + DRAIN_MS
  while (phase.deliveredTotal < phase.sent && performance.now() < drainUntil) await sleep(10)
  setPhase(undefined)

  const sorted = [...phase.latencies].sort((a, b) => a - b)
  return {
    sent: measuredSent,
    delivered: phase.deliveredTotal - deliveredAtMeasureStart,
    perSecond: phase.deliveredInTime / ((measureEnd - phase.startAt) / 1000),
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    errors: phase.errors,
    lost: phase.sent - phase.deliveredTotal,
    deliveredAll: phase.deliveredTotal,
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    loopDelayMaxMs: loopDelay.max / 1e6,
  }
}
