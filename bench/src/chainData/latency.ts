import { percentile } from '../relay/percentile'

/** Round-trip times of one operation repeated back to back. */
export interface Latency {
  runs: number
  p50Ms: number
  p99Ms: number
}

/** Runs `operation` `runs` times one after another and answers its p50 and p99. */
export async function measureLatency(
  runs: number,
  operation: (run: number) => Promise<void>,
): Promise<Latency> {
  const samples: number[] = []
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    await operation(run)
    samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  return { runs, p50Ms: percentile(samples, 0.5), p99Ms: percentile(samples, 0.99) }
}
