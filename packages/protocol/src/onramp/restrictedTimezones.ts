/**
 * The product's list of restricted timezones (docs/product.md#buy: the China region). Foyer uses
 * it as a compliance aid an operator may switch on (ONRAMP_RESTRICTED_TIMEZONES): the on-ramp
 * routes then refuse a visitor whose timezone (the `tz` query parameter, the browser's
 * `Intl.DateTimeFormat().resolvedOptions().timeZone`) is listed. Off by default.
 */
export const DEFAULT_RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Macau',
  'Asia/Macao',
  'Asia/Hong_Kong',
  'Asia/Beijing',
] as const

/** Whether `timezone` is in `list`, compared without case (browsers agree on IANA names' case). */
export function isRestrictedTimezone(timezone: string, list: readonly string[]): boolean {
  const wanted = timezone.trim().toLowerCase()
  return wanted !== '' && list.some((entry) => entry.toLowerCase() === wanted)
}

/** The query parameter the on-ramp routes read the visitor's IANA timezone from. */
export const TIMEZONE_QUERY_PARAM = 'tz'
