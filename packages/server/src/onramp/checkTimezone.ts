import { isRestrictedTimezone, TIMEZONE_QUERY_PARAM } from '@foyer/protocol'
import { ApiError } from '../http/apiError'

/**
 * Refuses (403 ONRAMP_RESTRICTED_REGION) a request whose `?tz=` (the visitor's IANA timezone, as
 * the browser reports it) is in the operator's restricted list; nothing is refused while the list
 * is empty (ONRAMP_RESTRICTED_TIMEZONES unset: the default). A compliance aid, not a barrier: the
 * client says its timezone.
 */
export function checkTimezone(query: unknown, restricted: readonly string[]): void {
  if (restricted.length === 0) return
  const value = (query as Record<string, unknown> | undefined)?.[TIMEZONE_QUERY_PARAM]
  const zones = Array.isArray(value) ? value : [value]
  for (const zone of zones) {
    if (typeof zone === 'string' && isRestrictedTimezone(zone, restricted)) {
      throw new ApiError(403, 'ONRAMP_RESTRICTED_REGION')
    }
  }
}
