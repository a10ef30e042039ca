/** A date and time, short; an ISO 8601 text that does not parse is shown as it is. */
export function formatTime(iso: string, locale: string): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return iso
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time)
}
