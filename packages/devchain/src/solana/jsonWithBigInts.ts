const MARK = '\u0000bigint:'

/**
 * JSON in which bigints are bare integers (Solana's u64s: lamports, rent epochs), as Solana's
 * nodes write them; `@solana/kit` reads them back as bigints.
 */
export function jsonWithBigInts(value: unknown): string {
  return JSON.stringify(value, (_key, item) =>
    typeof item === 'bigint' ? `${MARK}${item}` : item,
  ).replace(/"\\u0000bigint:(-?\d+)"/g, '$1')
}
