/**
 * The visitor's IANA timezone as the browser reports it
 * (`Intl.DateTimeFormat().resolvedOptions().timeZone`), or undefined where it has none. Sent as
 * `?tz=` so that an operator who switched restricted timezones on can bar swap and buy
 * (docs/product.md#remote-configuration).
 */
export function visitorTimezone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    return typeof zone === 'string' && zone !== '' ? zone : undefined
  } catch {
    return undefined
  }
}
