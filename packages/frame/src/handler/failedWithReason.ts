import { EN_ERROR_MESSAGES, type ErrorCode, FoyerError } from '@foyer/protocol'
import { ApiRequestError } from '../api/apiRequestError'

/**
 * A sign-in step that failed, as `code` with the reason behind it as `details` (the app shows it
 * after its own words for `code`): an API failure's reason is the server's message, which the
 * server writes `<English words of code>: <reason>`; those leading words are dropped, as the app
 * puts back its own. Anything else keeps its own message as the reason.
 */
export function failedWithReason(code: ErrorCode, error: unknown): FoyerError {
  const message = error instanceof Error ? error.message : ''
  const lead = `${EN_ERROR_MESSAGES[code]}: `
  const reason =
    error instanceof ApiRequestError && message.startsWith(lead)
      ? message.slice(lead.length)
      : message
  return new FoyerError(code, { cause: error, ...(reason ? { details: reason } : {}) })
}
