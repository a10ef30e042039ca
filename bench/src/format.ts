/** Sizes are printed in kB of 1000 bytes, as vite prints them. */
export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`
}

export function signedKB(bytes: number): string {
  return `${bytes >= 0 ? '+' : '-'}${kB(Math.abs(bytes))}`
}

export function ms(value: number): string {
  return `${value.toFixed(1)} ms`
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const upper = sorted[mid] ?? Number.NaN
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? Number.NaN) + upper) / 2
}

/** A plain-text table with left-aligned columns. */
export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)))
  return rows
    .map((row) => row.map((cell, i) => cell.padEnd(widths?.[i] ?? 0)).join('  '))
    .join('\n')
}

/** A ratio, e.g. `2.50×`. */
export function times(value: number): string {
  return `${value.toFixed(2)}×`
}

/** The median of `values` with their min–max, each shown by `show`; n/a when there are none. */
export function medianRange(values: number[], show: (value: number) => string): string {
  return values.length === 0
    ? 'n/a'
    : `${show(median(values))} (${show(Math.min(...values))}–${show(Math.max(...values))})`
}

/** A table of `header` and one row saying why nothing was measured (the error's first line). */
export function notMeasuredTable(header: string[], error: Error): string {
  const figures = header.slice(1, -1).map(() => 'n/a')
  return table([header, ['not measured', ...figures, error.message.split('\n')[0] ?? '']])
}
