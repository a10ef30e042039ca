import type { Latency } from '../chainData/latency'
import type { LoadResult } from '../loadTest'

/** The swap quote route's figures and the bare eth_call's, measured in the same run. */
export interface SwapQuotesResult {
  latency: {
    /** `GET /v1/convert/quotes` through the API in this process. */
    quote: Latency
    /** The router's `getAmountsOut` on the direct path, straight to anvil. */
    ethCall: Latency
  }
  /** Per round, in round order: the same requests under load. */
  throughput: { quote: LoadResult[]; ethCall: LoadResult[] }
  /** The node requests one quote sends (the API's own provider code, recorded). */
  nodeRequestsPerQuote: number
  /** The route quoted, as token symbols (e.g. FUSD → FOY). */
  route: string
}
