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
  /**
   * The event loop's delay (clients and server share it): a stall here delays every message in
   * flight.
   */
  loopDelayP99Ms: number
  loopDelayMaxMs: number
}

export type RelayFanoutResult = Map<Target, Map<Mode, PhaseResult> | Error>
