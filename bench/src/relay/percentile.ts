/** The value at fraction `p` (0..1) of `sorted` (ascending), nearest-rank; NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN
}
