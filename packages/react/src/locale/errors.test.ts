import { PENDING_TRANSACTIONS_LIMIT, SEND_ERRORS, sendErrorNotice } from '@foyer/core/internal'
import { EN_ERROR_MESSAGES, ERROR_CODES } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { baseStrings } from './baseStrings'
import { en, type Strings } from './en'
import { errorText } from './errorText'
import { mergeStrings } from './mergeStrings'

describe('the error table (en.errors)', () => {
  it('words every error code, the product’s messages exactly (docs/product.md, Errors)', () => {
    expect(Object.keys(en.errors)).toEqual([...ERROR_CODES])
    expect(en.errors).toEqual(EN_ERROR_MESSAGES)
    expect(en.errors.CONNECTION_REJECTED).toBe('Connection rejected')
    expect(en.errors.FAILED_TO_CONNECT).toBe('Failed to connect')
    expect(en.errors.POPUP_CLOSED).toBe('Popup closed')
    expect(en.errors.SOCIAL_INITIATE_FAILED).toBe('Failed to initiate social connection')
    expect(en.errors.FARCASTER_CONNECT_FAILED).toBe('Failed to connect to farcaster')
    expect(en.errors.TOKEN_BALANCE_UNAVAILABLE).toBe('Token Balance Unavailable')
    expect(en.errors.IFRAME_LOAD_FAILED).toBe('Unable to load email login dependency')
    // Toasts carry codes before the modal (and `en`) loads: the base strings word them too.
    expect(baseStrings.errors).toBe(en.errors)
  })

  it('errorText: the words of the code, its params filled, then the details', () => {
    expect(errorText(en, { code: 'POPUP_CLOSED' })).toBe('Popup closed')
    expect(errorText(en, { code: 'HTTP_STATUS', params: { status: 503 } })).toBe(
      'HTTP status code: 503',
    )
    expect(
      errorText(en, { code: 'FAILED_TO_CONNECT', details: 'google answered access_denied' }),
    ).toBe('Failed to connect: google answered access_denied')
  })

  it('a dapp words the codes it names; the others stay English', () => {
    const french = mergeStrings<Strings>(en, {
      errors: { FAILED_TO_CONNECT: 'Échec de la connexion' },
      errorWithDetails: (words, details) => `${words} (${details})`,
      tryAgain: 'Réessayer',
    })
    expect(errorText(french, { code: 'FAILED_TO_CONNECT', details: 'access_denied' })).toBe(
      'Échec de la connexion (access_denied)',
    )
    expect(errorText(french, { code: 'POPUP_CLOSED' })).toBe('Popup closed')
    expect(french.tryAgain).toBe('Réessayer')
    expect(french.connectWallet).toBe('Connect Wallet')
    expect(en.errors.FAILED_TO_CONNECT).toBe('Failed to connect')
  })
})

describe('the send errors', () => {
  it('are worded by code, the product’s messages exactly', () => {
    const words = SEND_ERRORS.map((error) => errorText(en, sendErrorNotice(error)))
    expect(words).toContain('An amount and receiver address are required')
    expect(words).toContain('A token is required')
    expect(errorText(en, sendErrorNotice('TOO_MANY_PENDING'))).toBe(
      `${PENDING_TRANSACTIONS_LIMIT} transactions are already pending: wait for one to confirm`,
    )
  })
})

describe('en.signedInWith', () => {
  it('names the provider and the user name the account signed in with', () => {
    expect(en.signedInWithUser('Google', 'ada')).toBe('Signed in with Google: ada')
    expect(en.signedInWith('Farcaster')).toBe('Signed in with Farcaster')
  })
})
