import { FoyerError } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { createLogger, type LogSink } from '../logger/createLogger'
import type { ErrorAnalytics, ErrorReport } from './errorAnalytics'
import { errorReportOf, reportingLogger } from './reportingLogger'

const quiet: LogSink = { error() {}, warn() {}, info() {}, debug() {} }

function recording() {
  const reports: ErrorReport[] = []
  const analytics: ErrorAnalytics = {
    report: (report) => reports.push(report),
    settled: async () => {},
  }
  return { reports, analytics }
}

describe('reportingLogger', () => {
  it('logs and reports each error, whatever the log level', () => {
    const { reports, analytics } = recording()
    const inner = createLogger({ sink: quiet, level: 'silent' })
    const logger = reportingLogger(inner, analytics)
    logger.error('Wallet connection failed', { reason: 'failed', error: 'secret@example.com' })
    expect(reports).toEqual([{ message: 'Wallet connection failed' }])
    logger.setLevel('debug')
    expect(inner.level).toBe('debug')
    expect(logger.level).toBe('debug')
    logger.error('Failed to disconnect')
    expect(logger.getLogs()).toContain('Failed to disconnect')
    expect(reports).toHaveLength(2)
  })

  it('reports no warning, info or debug entry', () => {
    const { reports, analytics } = recording()
    const logger = reportingLogger(createLogger({ sink: quiet, level: 'debug' }), analytics)
    logger.warn('w')
    logger.info('i')
    logger.debug('d')
    expect(reports).toEqual([])
    expect(logger.getLogs().split('\n')).toHaveLength(3)
    logger.clear()
    expect(logger.getLogs()).toBe('')
  })

  it('keeps working when passed around as a bare function', () => {
    const { reports, analytics } = recording()
    const { error } = reportingLogger(createLogger({ sink: quiet }), analytics)
    error('SIWX', 'TypeError: Failed to fetch')
    expect(reports).toEqual([{ message: 'SIWX', code: 'TypeError' }])
  })
})

describe('errorReportOf', () => {
  it('takes the code of a FoyerError, an error code or an Error’s name, never the data', () => {
    expect(errorReportOf('Recovery failed', 'IFRAME_LOAD_FAILED')).toEqual({
      message: 'Recovery failed',
      code: 'IFRAME_LOAD_FAILED',
    })
    expect(errorReportOf('x', new FoyerError('FAILED_TO_CONNECT'))).toEqual({
      message: 'x',
      code: 'FAILED_TO_CONNECT',
    })
    expect(errorReportOf('x', { error: new RangeError('0xdeadbeef') })).toEqual({
      message: 'x',
      code: 'RangeError',
    })
    expect(errorReportOf('x', 'alice@example.com did it')).toEqual({ message: 'x' })
    expect(errorReportOf('x', { method: 'eth_sign', chainId: 1 })).toEqual({
      message: 'x',
      method: 'eth_sign',
    })
    expect(errorReportOf('x', null)).toEqual({ message: 'x' })
  })

  it('finds the code of a FoyerError logged as a string by its words', () => {
    const logged = String(new FoyerError('HTTP_STATUS', { params: { status: 500 } }))
    expect(errorReportOf('x', logged)).toEqual({ message: 'x', code: 'HTTP_STATUS' })
    expect(errorReportOf('x', 'FoyerError: The transaction was reverted: 0xdead')).toEqual({
      message: 'x',
      code: 'TRANSACTION_REVERTED',
    })
    // Words several codes share, or nobody's: only the name.
    for (const words of ['Failed to connect', 'words of nobody'])
      expect(errorReportOf('x', `FoyerError: ${words}`)).toEqual({
        message: 'x',
        code: 'FoyerError',
      })
  })
})
