import type { Latency } from './latency'

/** The balance endpoint's figures and the node's own, measured in the same run. */
export interface BalanceApiResult {
  /** `forceUpdate=true`: every answer reads the chain. */
  cold: Latency
  /** The same request answered from the API's cache. */
  cached: Latency
  /** Each request a cold answer sends the node, replayed alone over HTTP. */
  nodeRequests: { label: string; latency: Latency }[]
  /** All of a cold answer's node requests, replayed in the API's order (its node floor). */
  coldReads: Latency
  /** How many requests a cold answer sends, in how many sequential round trips. */
  requestsPerColdAnswer: number
  roundTripsPerColdAnswer: number
}
