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
