/**
 * `error.code` values of the HTTP API (`{ error: { code, message } }`), with their English words.
 * A visitor can meet some of them through the frame (a wrong code, a cooldown), so each has
 * words here and in the locale table.
 */
export const API_ERROR_MESSAGES = {
  INVALID_PARAMS: 'Invalid parameters',
  RATE_LIMITED: 'Too many requests',
  SERVER_ERROR: 'Server error',
} as const
