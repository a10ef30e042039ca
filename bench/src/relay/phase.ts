import type { Pair } from './pairs'

/** What one phase counts; `phase` tells this phase's messages from late ones of the last. */
export interface Phase {
  id: number
  measuring: boolean
  sending: boolean
  /** Messages sent from startAt on, delivered by endAt, count (warm-up ones do not). */
  startAt: number
  endAt: number
  latencies: number[]
  sent: number
  deliveredInTime: number
  deliveredTotal: number
  errors: number
  /** At full speed: called when a pair may have room in its window. */
  onProgress?: (pair: Pair) => void
}

let phaseCounter = 0

export function newPhase(): Phase {
  return {
    id: ++phaseCounter,
    measuring: false,
    sending: true,
    startAt: Number.POSITIVE_INFINITY,
    endAt: Number.POSITIVE_INFINITY,
    latencies: [],
    sent: 0,
    deliveredInTime: 0,
    deliveredTotal: 0,
    errors: 0,
  }
}
