import type { ErrorNotice } from '@foyer/core'
import { type ErrorMessages, formatErrorMessage } from '@foyer/protocol'

type ErrorStrings = {
  errors: ErrorMessages
  errorWithDetails(words: string, details: string): string
}

/**
 * `notice` (an error's code, its `{name}` values, a detail from outside) in the locale's words:
 * its code's words, then the details in the locale's "words: details" form.
 */
export function errorText(strings: ErrorStrings, notice: ErrorNotice): string {
  const words = formatErrorMessage(notice.code, notice.params, strings.errors)
  return notice.details ? strings.errorWithDetails(words, notice.details) : words
}
