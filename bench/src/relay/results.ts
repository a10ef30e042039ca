export type Target = 'relay' | 'echo'
export type Mode = 'paced' | 'max'

export interface PhaseResult {
  sent: number
  delivered: number
  /** Delivered within the phase, per second. */
  perSecond: number
  p50Ms: number
  p99Ms: number
  /** Error replies (e.g. a refused publish). */
  errors: number
  /** Sent and never delivered (after DRAIN_MS). */
  lost: number
  /** Delivered in the whole phase (warm-up and drain included), for the CPU per message. */
  deliveredAll: number
  /** The clients' event loop delay (the server runs in its own process). */
  loopDelayP99Ms: number
  loopDelayMaxMs: number
  /** CPU the server process used over the whole phase, per message delivered in it (µs). */
  serverCpuUsPerMessage?: number
}

/** Per target and phase, the result of each round in round order; or why it was not measured. */
export type RelayFanoutResult = Map<Target, Map<Mode, PhaseResult[]> | Error>
