import type { SendTiming } from './senders'

/** One throughput phase: every account's sends, all accounts at once. */
export interface ThroughputRun {
  /** Sends included with a successful receipt (all of them, or the phase throws). */
  sends: number
  /** From the first send to the last receipt. */
  ms: number
  /** Distinct chain transactions that carried them (bundles, for user operations). */
  chainTransactions: number
  /** Medians over the phase's sends: call → receipt, and call → hash. */
  medianMs: number
  medianToHashMs: number
  /** CPU time used during the phase, ms: this process (the API and the clients), alto, anvil. */
  cpuMs: { bench: number; bundler: number; anvil: number }
}

/** The plain transactions and the smart account's user operations, measured in the same run. */
export interface SmartAccountCallsResult {
  /** Sequential sends, interleaved: one of each kind per step. */
  latency: {
    /** A plain EOA transaction straight to anvil: the node's own floor. */
    eoaDirect: SendTiming[]
    /** A plain EOA transaction through the API's node route: the baseline. */
    eoa: SendTiming[]
    /** A sponsored two-call user operation through the API's routes. */
    smartAccount: SendTiming[]
  }
  /** Per round (in round order). */
  throughput: { eoa: ThroughputRun[]; smartAccount: ThroughputRun[] }
}
