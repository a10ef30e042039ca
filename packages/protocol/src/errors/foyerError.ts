import { type ErrorCode, formatErrorMessage, isErrorCode } from './errorCodes'

export type FoyerErrorOptions = {
  /** What failed underneath (kept for logs, never shown as words). */
  cause?: unknown
  /** Values for the code's `{name}` placeholders. */
  params?: Readonly<Record<string, string | number>>
  /**
   * A detail from outside that the words may carry after them (a provider's `access_denied`).
   * Never words of ours: a UI shows it only after the locale's words for the code.
   */
  details?: string
}

/**
 * The one error shape of Foyer (in the spirit of viem's BaseError): a `code` from ErrorCode, which
 * the locale table turns into words, the `cause` underneath and optional `details`. Its `message`
 * is the English words, for developers and logs; a UI words it by `code`.
 */
export class FoyerError<C extends ErrorCode = ErrorCode> extends Error {
  override name = 'FoyerError'
  readonly code: C
  readonly params: Readonly<Record<string, string | number>>
  readonly details: string | undefined

  constructor(code: C, options: FoyerErrorOptions = {}) {
    const words = formatErrorMessage(code, options.params)
    super(options.details ? `${words}: ${options.details}` : words, { cause: options.cause })
    this.code = code
    this.params = options.params ?? {}
    this.details = options.details
  }
}

/** Whether `error` is a FoyerError (also across copies of this package: by shape). */
export function isFoyerError(error: unknown): error is FoyerError {
  return (
    error instanceof FoyerError ||
    (error instanceof Error &&
      error.name === 'FoyerError' &&
      isErrorCode((error as FoyerError).code))
  )
}

/** The code of `error` when it is a FoyerError, else `fallback`. */
export function errorCodeOf(error: unknown, fallback: ErrorCode): ErrorCode {
  return isFoyerError(error) ? error.code : fallback
}
