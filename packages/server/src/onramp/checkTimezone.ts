import { isRestrictedTimezone, TIMEZONE_QUERY_PARAM } from '@foyer/protocol'
import { ApiError } from '../http/apiError'

/** Whether the request's `?tz=` (once or several times) names a timezone in `restricted`. */
export function inRestrictedTimezone(query: unknown, restricted: readonly string[]): boolean {
  if (restricted.length === 0) return false
  const value = (query as Record<string, unknown> | undefined)?.[TIMEZONE_QUERY_PARAM]
  const zones = Array.isArray(value) ? value : [value]
  return zones.some((zone) => typeof zone === 'string' && isRestrictedTimezone(zone, restricted))
}

/**
 * Refuses (403 ONRAMP_RESTRICTED_REGION, or for the swap routes SWAP_RESTRICTED_REGION) a request
 * whose `?tz=` (the visitor's IANA timezone, as the browser reports it) is in the operator's
 * restricted list; nothing is refused while the list is empty (ONRAMP_RESTRICTED_TIMEZONES unset:
 * the default). A compliance aid, not a barrier: the client says its timezone.
 */
export function checkTimezone(
  query: unknown,
  restricted: readonly string[],
  code: 'ONRAMP_RESTRICTED_REGION' | 'SWAP_RESTRICTED_REGION' = 'ONRAMP_RESTRICTED_REGION',
): void {
  if (inRestrictedTimezone(query, restricted)) throw new ApiError(403, code)
}
