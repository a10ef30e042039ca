import { EN_ERROR_MESSAGES, type ErrorCode, isErrorCode, isFoyerError } from '@foyer/protocol'
import type { Logger } from '../logger/createLogger'
import type { ErrorAnalytics, ErrorReport } from './errorAnalytics'

/**
 * `logger`, with each error it is given also reported to `analytics`: every failure the kit
 * turns into a visitor's error is logged at `error` (whatever the log level), so this is where
 * the kit's errors are seen. Only the kit's message and the names found in `data` are reported;
 * `data` itself (a wallet's answer, a provider's text) never is.
 */
export function reportingLogger(logger: Logger, analytics: ErrorAnalytics): Logger {
  return {
    error(message, data) {
      logger.error(message, data)
      analytics.report(errorReportOf(message, data))
    },
    warn: (message, data) => logger.warn(message, data),
    info: (message, data) => logger.info(message, data),
    debug: (message, data) => logger.debug(message, data),
    setLevel: (level) => logger.setLevel(level),
    get level() {
      return logger.level
    },
    getLogs: () => logger.getLogs(),
    clear: () => logger.clear(),
  }
}

const ERROR_NAME = /^([A-Z][A-Za-z]*Error)\b/

/** The report of a logged error: its message, and the code and method `data` names. */
export function errorReportOf(message: string, data?: unknown): ErrorReport {
  const report: ErrorReport = { message: String(message) }
  const code = codeOf(data) ?? codeOf((data as { error?: unknown } | null)?.error)
  if (code) report.code = code
  const method = (data as { method?: unknown } | null)?.method
  if (typeof method === 'string') report.method = method
  return report
}

function codeOf(value: unknown): string | undefined {
  if (isFoyerError(value)) return value.code
  if (isErrorCode(value)) return value
  if (value instanceof Error) return value.name
  if (typeof value !== 'string') return undefined
  const name = ERROR_NAME.exec(value)?.[1]
  return name === 'FoyerError' ? (codeOfWords(value.slice('FoyerError: '.length)) ?? name) : name
}

let wordPatterns: [ErrorCode, RegExp][] | undefined

/**
 * The code whose English words `text` starts with (a FoyerError logged as a string); none when
 * several codes share those words.
 */
function codeOfWords(text: string): ErrorCode | undefined {
  wordPatterns ??= Object.entries(EN_ERROR_MESSAGES).map(([code, words]) => [
    code as ErrorCode,
    new RegExp(
      `^${words
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+?')}(?::|$)`,
    ),
  ])
  const codes = wordPatterns.filter(([, pattern]) => pattern.test(text))
  return codes.length === 1 ? codes[0]?.[0] : undefined
}
