import { median } from '../format'
import type { LoadResult } from '../loadTest'
import type { SwapQuotesResult } from './results'
import { QUOTE_P50_GOAL, QUOTE_THROUGHPUT_GOAL } from './settings'

/** A measured ratio against its goal. */
export interface Verdict {
  /** The median of the same-round ratios (latency: one ratio). */
  ratio: number
  /** All ratios measured (one per round under load). */
  ratios: number[]
  pass: boolean
}

export interface SwapQuoteVerdicts {
  /** Quote p50 ÷ bare eth_call p50: must be at most QUOTE_P50_GOAL. */
  p50: Verdict
  /** Quote p99 ÷ bare eth_call p99 (no goal: printed beside the p50). */
  p99Ratio: number
  /** Quotes/s ÷ bare eth_calls/s, each round's: the median must be at least QUOTE_THROUGHPUT_GOAL. */
  throughput: Verdict
  /** Failed or wrong answers under load (non-2xx, connection errors, another body): any fails. */
  failures: number
}

export const failuresOf = (runs: readonly LoadResult[]): number =>
  runs.reduce((sum, run) => sum + run.non2xx + run.errors + run.mismatches, 0)

/** The ratios of the quote to the bare eth_call and whether each meets its goal. */
export function swapQuoteVerdicts(result: SwapQuotesResult): SwapQuoteVerdicts {
  const { quote, ethCall } = result.latency
  const p50Ratio = quote.p50Ms / ethCall.p50Ms
  const failures = failuresOf(result.throughput.quote) + failuresOf(result.throughput.ethCall)
  const ratios = result.throughput.quote.flatMap((run, round) => {
    const base = result.throughput.ethCall[round]
    return base && base.requestsPerSecond > 0
      ? [run.requestsPerSecond / base.requestsPerSecond]
      : []
  })
  const throughputRatio = median(ratios)
  return {
    p50: { ratio: p50Ratio, ratios: [p50Ratio], pass: p50Ratio <= QUOTE_P50_GOAL },
    p99Ratio: quote.p99Ms / ethCall.p99Ms,
    throughput: {
      ratio: throughputRatio,
      ratios,
      pass: ratios.length > 0 && throughputRatio >= QUOTE_THROUGHPUT_GOAL && failures === 0,
    },
    failures,
  }
}
