/** A decimal amount as the API gives it ("10000.500000") with at most `fraction` decimals. */
export function formatAmount(numeric: string, fraction = 4): string {
  const [whole = '0', part = ''] = numeric.split('.')
  const trimmed = part.slice(0, fraction).replace(/0+$/, '')
  return trimmed ? `${whole}.${trimmed}` : whole
}
