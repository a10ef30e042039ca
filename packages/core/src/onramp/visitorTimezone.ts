/**
 * The visitor's IANA timezone (`Europe/Paris`), which the on-ramp routes take as `?tz=` so that
 * an operator may bar buying in restricted regions (docs/product.md#buy); undefined when the
 * browser does not say.
 */
export function visitorTimezone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    return typeof zone === 'string' && zone !== '' ? zone : undefined
  } catch {
    return undefined
  }
}
