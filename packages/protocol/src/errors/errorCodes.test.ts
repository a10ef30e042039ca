import { describe, expect, it } from 'vitest'
import { API_ERROR_MESSAGES } from './apiErrorMessages'
import { EN_ERROR_MESSAGES, formatErrorMessage, isErrorCode } from './errorCodes'
import { errorCodeOf, FoyerError, isFoyerError } from './foyerError'
import { FRAME_ERROR_MESSAGES } from './frameErrorMessages'
import { KIT_ERROR_MESSAGES } from './kitErrorMessages'

describe('error codes', () => {
  it('gives each code to one table only', () => {
    const tables = [API_ERROR_MESSAGES, FRAME_ERROR_MESSAGES, KIT_ERROR_MESSAGES]
    const codes = tables.flatMap((table) => Object.keys(table))
    expect(new Set(codes).size).toBe(codes.length)
    expect(Object.keys(EN_ERROR_MESSAGES)).toHaveLength(codes.length)
  })

  it('names codes in upper snake case', () => {
    for (const code of Object.keys(EN_ERROR_MESSAGES)) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/)
  })

  it('keeps the product’s own words in English (docs/product.md, Errors)', () => {
    expect(EN_ERROR_MESSAGES.REQUEST_ABORTED).toBe('Request was aborted')
    expect(EN_ERROR_MESSAGES.SOMETHING_WENT_WRONG).toBe('Something went wrong')
    expect(EN_ERROR_MESSAGES.ERROR_OCCURRED).toBe('An error occurred')
    expect(EN_ERROR_MESSAGES.IFRAME_LOAD_FAILED).toBe('Unable to load email login dependency')
    expect(EN_ERROR_MESSAGES.POPUP_CLOSED).toBe('Popup closed')
    expect(EN_ERROR_MESSAGES.NOT_CONNECTED).toBe('Not connected to email or social')
    expect(EN_ERROR_MESSAGES.REQUEST_NOT_ALLOWED).toBe('Requested RPC call is not allowed')
  })

  it('fills placeholders and leaves unknown ones', () => {
    expect(formatErrorMessage('HTTP_STATUS', { status: 503 })).toBe('HTTP status code: 503')
    expect(formatErrorMessage('HTTP_STATUS')).toBe('HTTP status code: {status}')
    expect(
      formatErrorMessage('POPUP_CLOSED', {}, { ...EN_ERROR_MESSAGES, POPUP_CLOSED: 'Fermé' }),
    ).toBe('Fermé')
  })

  it('recognises codes', () => {
    expect(isErrorCode('POPUP_CLOSED')).toBe(true)
    expect(isErrorCode('toString')).toBe(false)
    expect(isErrorCode(undefined)).toBe(false)
  })
})

describe('FoyerError', () => {
  it('carries code, cause, params and details; its message is the English words', () => {
    const cause = new Error('socket hang up')
    const error = new FoyerError('HTTP_STATUS', { cause, params: { status: 500 } })
    expect(error.code).toBe('HTTP_STATUS')
    expect(error.message).toBe('HTTP status code: 500')
    expect(error.cause).toBe(cause)
    expect(error.name).toBe('FoyerError')
    const detailed = new FoyerError('FAILED_TO_CONNECT', { details: 'access_denied' })
    expect(detailed.message).toBe('Failed to connect: access_denied')
    expect(detailed.details).toBe('access_denied')
  })

  it('is recognised by shape and gives its code', () => {
    const copy = Object.assign(new Error('x'), { name: 'FoyerError', code: 'POPUP_CLOSED' })
    expect(isFoyerError(copy)).toBe(true)
    expect(isFoyerError(new Error('Popup closed'))).toBe(false)
    expect(errorCodeOf(new FoyerError('MODAL_CLOSED'), 'ERROR_OCCURRED')).toBe('MODAL_CLOSED')
    expect(errorCodeOf(new Error('MODAL_CLOSED'), 'ERROR_OCCURRED')).toBe('ERROR_OCCURRED')
  })
})
