import { ApiError, type ApiErrorAnswerCode, type ApiErrorWords } from '../http/apiError'

/** A 429 that says when to retry: the route sets Retry-After from it (withRetryAfter). */
export class RetryLaterError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    code: ApiErrorAnswerCode,
    message: string | ApiErrorWords = {},
  ) {
    super(429, code, message)
  }
}
