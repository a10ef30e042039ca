import { describe, expect, it } from 'vitest'
import type { LoadResult } from '../loadTest'
import type { SwapQuotesResult } from './results'
import { QUOTE_P50_GOAL, QUOTE_THROUGHPUT_GOAL } from './settings'
import { swapQuoteVerdicts } from './verdicts'

const load = (requestsPerSecond: number, failed: Partial<LoadResult> = {}): LoadResult => ({
  requestsPerSecond,
  p99Ms: 1,
  non2xx: 0,
  errors: 0,
  mismatches: 0,
  ...failed,
})

const result = (
  quoteP50Ms: number,
  quotes: LoadResult[],
  ethCalls: LoadResult[] = [load(1000), load(1000), load(1000)],
): SwapQuotesResult => ({
  latency: {
    quote: { runs: 10, p50Ms: quoteP50Ms, p99Ms: 8 },
    ethCall: { runs: 10, p50Ms: 1, p99Ms: 2 },
  },
  throughput: { quote: quotes, ethCall: ethCalls },
  nodeRequestsPerQuote: 4,
  route: 'FUSD → FOY',
})

describe('swapQuoteVerdicts', () => {
  it('passes a quote p50 of exactly the goal times the eth_call’s, and fails one above it', () => {
    expect(swapQuoteVerdicts(result(QUOTE_P50_GOAL, [])).p50).toMatchObject({
      ratio: QUOTE_P50_GOAL,
      pass: true,
    })
    expect(swapQuoteVerdicts(result(QUOTE_P50_GOAL + 0.1, [])).p50.pass).toBe(false)
    expect(swapQuoteVerdicts(result(QUOTE_P50_GOAL, [])).p99Ratio).toBe(4)
  })

  it('takes the median of each round’s quotes/s over the same round’s eth_calls/s', () => {
    const perSecond = QUOTE_THROUGHPUT_GOAL * 1000
    const verdicts = swapQuoteVerdicts(
      result(
        1,
        [load(perSecond / 2), load(perSecond), load(perSecond * 3)],
        [load(1000), load(1000), load(500)],
      ),
    )
    const inGoals = verdicts.throughput.ratios.map((ratio) => ratio / QUOTE_THROUGHPUT_GOAL)
    expect(inGoals).toHaveLength(3)
    for (const [round, expected] of [0.5, 1, 6].entries()) {
      expect(inGoals[round]).toBeCloseTo(expected, 9)
    }
    expect(verdicts.throughput).toMatchObject({ ratio: QUOTE_THROUGHPUT_GOAL, pass: true })
    const below = swapQuoteVerdicts(
      result(1, [load(perSecond / 2), load(perSecond * 0.99), load(perSecond * 3)]),
    )
    expect(below.throughput.pass).toBe(false)
  })

  it('fails the throughput on any wrong or failed answer under load, and with no rounds', () => {
    const fast = load(1000)
    for (const failed of [{ non2xx: 1 }, { errors: 1 }, { mismatches: 1 }]) {
      const verdicts = swapQuoteVerdicts(result(1, [fast, load(1000, failed), fast]))
      expect(verdicts.failures).toBe(1)
      expect(verdicts.throughput.pass).toBe(false)
    }
    expect(swapQuoteVerdicts(result(1, [], [])).throughput.pass).toBe(false)
  })
})
