export interface RetryPolicy {
  baseMs: number
  maxMs: number
}

/** How long a chain waits after its `failures`-th failure in a row: doubling, capped. */
export function retryDelay(failures: number, { baseMs, maxMs }: RetryPolicy): number {
  const exponent = Math.min(Math.max(failures, 1) - 1, 30)
  return Math.min(baseMs * 2 ** exponent, maxMs)
}
