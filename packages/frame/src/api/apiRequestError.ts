import { API_ERROR_MESSAGES, type ApiErrorCode, EN_ERROR_MESSAGES } from '@foyer/protocol'

/**
 * What a failed API call gives the frame: a code of the API's table (the server's own, else
 * SERVER_ERROR for a 5xx, INVALID_PARAMS for another 4xx; NETWORK_ERROR when no answer came), or
 * REQUEST_ABORTED when the frame itself ended the request.
 */
export type ApiRequestErrorCode = ApiErrorCode | 'REQUEST_ABORTED'

/** A failed API call: the HTTP status (0: no answer), the code and the server's message. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError'
  constructor(
    readonly status: number,
    readonly code: ApiRequestErrorCode,
    message: string = EN_ERROR_MESSAGES[code],
  ) {
    super(message)
  }
}

/** The code of a server's failure: its own when the API's table has it, else by status. */
export function apiErrorCodeOf(status: number, code: unknown): ApiErrorCode {
  if (typeof code === 'string' && Object.hasOwn(API_ERROR_MESSAGES, code))
    return code as ApiErrorCode
  return status >= 500 ? 'SERVER_ERROR' : 'INVALID_PARAMS'
}
