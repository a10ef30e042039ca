import { type ErrorCode, isFoyerError } from '@foyer/protocol'
import type { ErrorNotice } from './errorNotice'

/**
 * The notice of a failure: a FoyerError's own code, params and details; anything else (a bug, a
 * library's error) is `fallback`, its text kept for logs only.
 */
export function toErrorNotice(
  error: unknown,
  fallback: ErrorCode = 'ERROR_OCCURRED',
  fallbackParams?: Readonly<Record<string, string | number>>,
): ErrorNotice {
  if (!isFoyerError(error))
    return fallbackParams ? { code: fallback, params: fallbackParams } : { code: fallback }
  const { code, params, details } = error
  return {
    code,
    ...(Object.keys(params).length > 0 ? { params } : {}),
    ...(details ? { details } : {}),
  }
}
