import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createLogger,
  DEFAULT_LOG_LEVEL,
  LOG_BUFFER_BYTES,
  type LogSink,
  MIN_LOG_BUFFER_BYTES,
} from './createLogger'

function sink() {
  return { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() } satisfies LogSink
}

function entries(logs: string): Record<string, unknown>[] {
  return logs === '' ? [] : logs.split('\n').map((line) => JSON.parse(line))
}

const bytes = (text: string) => new TextEncoder().encode(text).length

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-01-02T03:04:05.678Z'))
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('createLogger', () => {
  it('defaults to the product’s level and buffer size and prints to console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const logger = createLogger()
    expect(logger.level).toBe(DEFAULT_LOG_LEVEL)
    logger.warn('ignored')
    logger.error('failed', { code: 1 })
    expect(warn).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalledWith('[foyer] failed', { code: 1 })
    logger.error('x'.repeat(LOG_BUFFER_BYTES))
    expect(bytes(logger.getLogs())).toBeLessThanOrEqual(LOG_BUFFER_BYTES)
    expect(bytes(logger.getLogs())).toBeGreaterThan(LOG_BUFFER_BYTES - 200)
  })

  it('logs entries at or above the level to the sink and the buffer', () => {
    const out = sink()
    const logger = createLogger({ level: 'warn', sink: out })
    logger.error('e')
    logger.warn('w', 1)
    logger.info('i')
    logger.debug('d')
    expect(out.error).toHaveBeenCalledWith('[foyer] e')
    expect(out.warn).toHaveBeenCalledWith('[foyer] w', 1)
    expect(out.info).not.toHaveBeenCalled()
    expect(out.debug).not.toHaveBeenCalled()
    expect(entries(logger.getLogs())).toEqual([
      { time: '2026-01-02T03:04:05.678Z', level: 'error', message: 'e' },
      { time: '2026-01-02T03:04:05.678Z', level: 'warn', message: 'w', data: 1 },
    ])
  })

  it('logs everything at debug and nothing when silent', () => {
    const out = sink()
    const logger = createLogger({ level: 'debug', sink: out })
    for (const level of ['error', 'warn', 'info', 'debug'] as const) logger[level](level)
    expect(entries(logger.getLogs()).map((entry) => entry.level)).toEqual([
      'error',
      'warn',
      'info',
      'debug',
    ])
    logger.clear()
    logger.setLevel('silent')
    expect(logger.level).toBe('silent')
    for (const level of ['error', 'warn', 'info', 'debug'] as const) logger[level](level)
    expect(logger.getLogs()).toBe('')
    expect(out.error).toHaveBeenCalledTimes(1)
  })

  it('changes level at run time', () => {
    const out = sink()
    const logger = createLogger({ sink: out })
    logger.info('before')
    logger.setLevel('info')
    logger.info('after')
    expect(out.info).toHaveBeenCalledTimes(1)
    expect(entries(logger.getLogs()).map((entry) => entry.message)).toEqual(['after'])
  })

  it('rejects an unknown level', () => {
    expect(() => createLogger({ level: 'verbose' as 'info' })).toThrow(
      'Unknown log level: verbose (expected one of silent, error, warn, info, debug)',
    )
    const logger = createLogger({ sink: sink() })
    expect(() => logger.setLevel('trace' as 'info')).toThrow('Unknown log level: trace')
    expect(logger.level).toBe('error')
  })

  it('rejects a buffer too small to be useful', () => {
    expect(() => createLogger({ bufferBytes: MIN_LOG_BUFFER_BYTES - 1 })).toThrow(
      `bufferBytes must be an integer of at least ${MIN_LOG_BUFFER_BYTES}, got 255`,
    )
    expect(() => createLogger({ bufferBytes: 1000.5 })).toThrow('bufferBytes must be an integer')
  })

  it('drops the oldest entries to stay within the byte budget', () => {
    const bufferBytes = 1000
    const logger = createLogger({ level: 'debug', bufferBytes, sink: sink() })
    for (let index = 0; index < 100; index++) logger.info(`message ${index} ✓ ünïcödé`)
    const logs = logger.getLogs()
    expect(bytes(logs)).toBeLessThanOrEqual(bufferBytes)
    const messages = entries(logs).map((entry) => entry.message)
    expect(messages.at(-1)).toBe('message 99 ✓ ünïcödé')
    expect(messages.length).toBeGreaterThan(5)
    // Newest kept, oldest dropped, no gaps.
    const first = Number(String(messages[0]).split(' ')[1])
    expect(messages).toEqual(
      Array.from({ length: 100 - first }, (_, index) => `message ${first + index} ✓ ünïcödé`),
    )
    // One more entry of the same size would not have fitted.
    const lineBytes = bytes(logs.split('\n')[0] ?? '')
    expect(bytes(logs) + 1 + lineBytes).toBeGreaterThan(bufferBytes)
  })

  it('fills the buffer exactly to its limit', () => {
    const logger = createLogger({ bufferBytes: 300, sink: sink() })
    const line = (message: string) =>
      JSON.stringify({ time: '2026-01-02T03:04:05.678Z', level: 'error', message })
    const fixed = bytes(line(''))
    // Two lines of 150 bytes minus the newline between them make exactly 300 bytes.
    logger.error('a'.repeat(150 - fixed))
    logger.error('b'.repeat(149 - fixed))
    expect(bytes(logger.getLogs())).toBe(300)
    expect(entries(logger.getLogs())).toHaveLength(2)
    logger.error('c')
    expect(entries(logger.getLogs()).map((entry) => String(entry.message)[0])).toEqual(['b', 'c'])
  })

  it('keeps working after many entries (buffer compaction)', () => {
    const logger = createLogger({ bufferBytes: 300, sink: sink() })
    for (let index = 0; index < 5000; index++) logger.error(`m${index}`)
    const messages = entries(logger.getLogs()).map((entry) => entry.message)
    expect(messages.at(-1)).toBe('m4999')
    expect(messages.at(0)).toBe(`m${5000 - messages.length}`)
    expect(bytes(logger.getLogs())).toBeLessThanOrEqual(300)
  })

  it('truncates and marks an entry larger than the whole buffer', () => {
    const bufferBytes = 400
    const logger = createLogger({ bufferBytes, sink: sink() })
    logger.error('small')
    const data = { payload: '€'.repeat(1000) }
    logger.error('huge', data)
    const logs = logger.getLogs()
    expect(bytes(logs)).toBeLessThanOrEqual(bufferBytes)
    const [entry] = entries(logs)
    const original = JSON.stringify({
      time: '2026-01-02T03:04:05.678Z',
      level: 'error',
      message: 'huge',
      data,
    })
    expect(entry).toMatchObject({ level: 'error', message: 'huge', truncated: true })
    expect(entry?.bytes).toBe(bytes(original))
    expect(String(entry?.data)).toMatch(/^\{"payload":"€+$/)
    expect(bytes(JSON.stringify(entry))).toBeGreaterThan(bufferBytes - 5)
  })

  it('truncates the message too when it alone is too large', () => {
    const logger = createLogger({ bufferBytes: 300, sink: sink() })
    logger.error('"'.repeat(2000), { a: 1 })
    const logs = logger.getLogs()
    expect(bytes(logs)).toBeLessThanOrEqual(300)
    const [entry] = entries(logs)
    expect(entry).toMatchObject({ truncated: true })
    expect('{"a":1}'.startsWith(String(entry?.data))).toBe(true)
    expect(String(entry?.message)).toMatch(/^"+$/)
    // Each quote takes two bytes escaped; the message gets nearly all of the room.
    expect(bytes(JSON.stringify(entry))).toBeGreaterThan(300 - 3)
  })

  it('does not throw on unserialisable data and still logs it', () => {
    const out = sink()
    const logger = createLogger({ sink: out })
    const cycle: Record<string, unknown> = { amount: 5n }
    cycle.self = cycle
    expect(() => logger.error('cycle', cycle)).not.toThrow()
    expect(out.error).toHaveBeenCalledWith('[foyer] cycle', cycle)
    expect(entries(logger.getLogs())[0]?.data).toEqual({ amount: '5n', self: '[Circular]' })
  })

  it('keeps buffering when the sink throws', () => {
    const out = sink()
    out.error.mockImplementation(() => {
      throw new Error('console gone')
    })
    const logger = createLogger({ sink: out })
    expect(() => logger.error('still here')).not.toThrow()
    expect(entries(logger.getLogs())[0]?.message).toBe('still here')
  })

  it('clears the buffer', () => {
    const logger = createLogger({ sink: sink() })
    logger.error('a')
    logger.clear()
    expect(logger.getLogs()).toBe('')
    logger.error('b')
    expect(entries(logger.getLogs()).map((entry) => entry.message)).toEqual(['b'])
  })

  it('coerces a non-string message from an untyped caller', () => {
    const logger = createLogger({ sink: sink() })
    logger.error(42 as unknown as string)
    expect(entries(logger.getLogs())[0]?.message).toBe('42')
  })
})
