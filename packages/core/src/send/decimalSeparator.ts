/** The separators a typed amount may use for its decimals. */
export type DecimalSeparator = '.' | ','

/**
 * Whether `locale` writes decimals with a comma (de, es, fr, pt: "0,5") or a point (en, ja, zh;
 * ar, whose own separator is not on most keyboards, takes the point).
 */
export function decimalSeparator(locale: string): DecimalSeparator {
  const parts = new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).formatToParts(1.5)
  return parts.find((part) => part.type === 'decimal')?.value === ',' ? ',' : '.'
}
