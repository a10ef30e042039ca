/**
 * An RFC 3339 `date-time` (what EIP-4361 times are) read into the instant it names, or
 * `undefined` when `value` is not one: `2025-01-02T03:04:05Z`, with or without a fraction of a
 * second (any number of digits; kept to the millisecond), `Z` or a `+hh:mm` / `-hh:mm` offset,
 * `T` and `Z` in either case (RFC 3339 §5.6). Days are checked against their month and year;
 * a leap second (`:60`) is read as the next second. Never JavaScript's lenient `Date` parsing.
 */
export function parseSiweDateTime(value: string): Date | undefined {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/.exec(
      value,
    )
  if (!match) return undefined
  const [, year, month, day, hour, minute, second, fraction, , sign, offsetHour, offsetMinute] =
    match.map((part) => part ?? '')
  const number = (part: string | undefined) => Number(part ?? '')
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo)) return undefined
  if (h > 23 || mi > 59 || s > 60) return undefined
  const offset = sign
    ? (sign === '-' ? -1 : 1) * (number(offsetHour) * 60 + number(offsetMinute))
    : 0
  if (sign && (number(offsetHour) > 23 || number(offsetMinute) > 59)) return undefined
  const date = new Date(0)
  // setUTCFullYear, unlike Date.UTC, reads years 0–99 as themselves.
  date.setUTCFullYear(y, mo - 1, d)
  date.setUTCHours(h, mi - offset, s, Number((fraction || '0').slice(0, 3).padEnd(3, '0')))
  return Number.isNaN(date.getTime()) ? undefined : date
}

function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}
