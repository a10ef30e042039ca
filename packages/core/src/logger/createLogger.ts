import { toJsonValue } from './toJsonValue'
import { utf8ByteLength } from './utf8ByteLength'

export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]
type EntryLevel = Exclude<LogLevel, 'silent'>

export type LogSink = Record<EntryLevel, (message: string, ...data: unknown[]) => void>

export type LoggerOptions = {
  /** Entries at this level or more severe are logged. Default: the product’s `error`. */
  level?: LogLevel
  /** Most UTF-8 bytes the buffer keeps (newlines included). Default: the product’s 1,024,000. */
  bufferBytes?: number
  /** Where entries are printed. Default: `console`. */
  sink?: LogSink
}

export const DEFAULT_LOG_LEVEL = 'error'

/** How many bytes of log entries are kept in memory (docs/product.md, Logging). */
export const LOG_BUFFER_BYTES = 1_024_000

export type Logger = {
  error(message: string, data?: unknown): void
  warn(message: string, data?: unknown): void
  info(message: string, data?: unknown): void
  debug(message: string, data?: unknown): void
  setLevel(level: LogLevel): void
  readonly level: LogLevel
  /** The buffer: one JSON object per line with time, level, message and data, oldest first. */
  getLogs(): string
  clear(): void
}

/** Smallest buffer that still holds the marker of a truncated entry. */
export const MIN_LOG_BUFFER_BYTES = 256

/**
 * Creates a logger that prints to `sink` and keeps the newest entries in a buffer of at most
 * `bufferBytes` (docs/product.md), dropping the oldest. An entry larger than the whole buffer is kept
 * cut down and marked `"truncated": true` with its original size in `bytes`.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const { level = DEFAULT_LOG_LEVEL, bufferBytes = LOG_BUFFER_BYTES, sink = console } = options
  if (!Number.isSafeInteger(bufferBytes) || bufferBytes < MIN_LOG_BUFFER_BYTES)
    throw new Error(
      `bufferBytes must be an integer of at least ${MIN_LOG_BUFFER_BYTES}, got ${bufferBytes}`,
    )
  let threshold = checkLevel(level)
  let lines: string[] = []
  let sizes: number[] = []
  let head = 0
  // Sum of line sizes plus one newline each; the joined text is one newline shorter.
  let total = 0

  const keep = (line: string, size: number) => {
    lines.push(line)
    sizes.push(size)
    total += size + 1
    while (total - 1 > bufferBytes) {
      total -= (sizes[head] ?? 0) + 1
      head++
    }
    if (head > 1024 && head * 2 > lines.length) {
      lines = lines.slice(head)
      sizes = sizes.slice(head)
      head = 0
    }
  }

  const log = (entryLevel: EntryLevel) => (message: string, data?: unknown) => {
    if (LOG_LEVELS.indexOf(entryLevel) > LOG_LEVELS.indexOf(threshold)) return
    const text = String(message)
    try {
      if (data === undefined) sink[entryLevel](`[foyer] ${text}`)
      else sink[entryLevel](`[foyer] ${text}`, data)
    } catch {
      // A broken sink must not break the caller; the entry is still buffered.
    }
    const entry = { time: new Date().toISOString(), level: entryLevel, message: text }
    const json = toJsonValue(data)
    const line = JSON.stringify(json === undefined ? entry : { ...entry, data: json })
    const size = utf8ByteLength(line)
    if (size <= bufferBytes) keep(line, size)
    else {
      const cut = truncateEntry(
        entry,
        json === undefined ? undefined : JSON.stringify(json),
        size,
        bufferBytes,
      )
      keep(cut, utf8ByteLength(cut))
    }
  }

  return {
    error: log('error'),
    warn: log('warn'),
    info: log('info'),
    debug: log('debug'),
    setLevel(next: LogLevel) {
      threshold = checkLevel(next)
    },
    get level() {
      return threshold
    },
    getLogs() {
      return lines.slice(head).join('\n')
    },
    clear() {
      lines = []
      sizes = []
      head = 0
      total = 0
    },
  }
}

function checkLevel(level: unknown): LogLevel {
  if (!(LOG_LEVELS as readonly unknown[]).includes(level))
    throw new Error(
      `Unknown log level: ${String(level)} (expected one of ${LOG_LEVELS.join(', ')})`,
    )
  return level as LogLevel
}

/**
 * Rewrites an entry too large for the buffer so that its line fits in `budget`: the message keeps
 * as much as fits, then the data (as JSON text) gets what room is left.
 */
function truncateEntry(
  entry: { time: string; level: EntryLevel; message: string },
  dataText: string | undefined,
  bytes: number,
  budget: number,
): string {
  const line = (message: string, data: string | undefined) =>
    JSON.stringify({
      time: entry.time,
      level: entry.level,
      truncated: true,
      bytes,
      message,
      ...(data === undefined ? {} : { data }),
    })
  const fits = (message: string, data: string | undefined) =>
    utf8ByteLength(line(message, data)) <= budget
  const message = longestPrefix(entry.message, (prefix) =>
    fits(prefix, dataText === undefined ? undefined : ''),
  )
  const data =
    dataText === undefined ? undefined : longestPrefix(dataText, (prefix) => fits(message, prefix))
  return line(message, data)
}

/** The longest prefix of `text` (whole code points) that `fits` accepts, by binary search. */
function longestPrefix(text: string, fits: (prefix: string) => boolean): string {
  const chars = Array.from(text)
  let low = 0
  let high = chars.length
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (fits(chars.slice(0, middle).join(''))) low = middle
    else high = middle - 1
  }
  return chars.slice(0, low).join('')
}
