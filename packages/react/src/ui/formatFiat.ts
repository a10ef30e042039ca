/** An amount of money in `currency` (ISO code, any case), e.g. "$1,234.50". */
export function formatFiat(value: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
  })
  return format.format(value)
}
