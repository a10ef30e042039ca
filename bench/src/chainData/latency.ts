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
  return (await measureInterleaved(runs, { operation })).operation
}

/**
 * Runs each of `operations` `runs` times, taking turns (one of each, then again), so that all of
 * them see the same machine; answers each one's p50 and p99.
 */
export async function measureInterleaved<Name extends string>(
  runs: number,
  operations: Record<Name, (run: number) => Promise<void>>,
): Promise<Record<Name, Latency>> {
  const names = Object.keys(operations) as Name[]
  const samples = new Map<Name, number[]>(names.map((name) => [name, []]))
  for (let run = 0; run < runs; run++) {
    for (const name of names) {
      const started = performance.now()
      await operations[name](run)
      samples.get(name)?.push(performance.now() - started)
    }
  }
  const latency = (name: Name): Latency => {
    const sorted = (samples.get(name) ?? []).sort((a, b) => a - b)
    return { runs, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) }
  }
  return Object.fromEntries(names.map((name) => [name, latency(name)])) as Record<Name, Latency>
}
