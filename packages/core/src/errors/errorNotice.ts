import type { ErrorCode } from '@foyer/protocol'

/**
 * What a visitor is told went wrong: a code the locale words, its `{name}` values, and a detail
 * from outside (a provider's `access_denied`) to show after the words. A FoyerError is one.
 */
export type ErrorNotice = {
  code: ErrorCode
  params?: Readonly<Record<string, string | number>>
  details?: string
}
