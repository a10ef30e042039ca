import { type ApiErrorCode, formatErrorMessage } from '@foyer/protocol'

/** A code the API answers: one of API_ERROR_MESSAGES, or the kit's 'Unsupported chain'. */
export type ApiErrorAnswerCode = ApiErrorCode | 'UNSUPPORTED_CHAIN'

export type ApiErrorWords = {
  /** Values for the `{name}` placeholders of the code's words. */
  params?: Readonly<Record<string, string | number>>
  /** What went wrong in this case, after the code's words: `<words>: <details>`. */
  details?: string
}

/**
 * An error the API answers as `{ error: { code, message } }` with `statusCode`. Its message is
 * the English words of `code` (API_ERROR_MESSAGES, placeholders filled from `params`), then the
 * `details` when given; or, as a string, words of its own for this case that say more.
 */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorAnswerCode,
    message: string | ApiErrorWords = {},
  ) {
    super(typeof message === 'string' ? message : wordsOf(code, message))
  }
}

function wordsOf(code: ApiErrorAnswerCode, { params, details }: ApiErrorWords): string {
  const words = formatErrorMessage(code, params)
  return details ? `${words}: ${details}` : words
}
