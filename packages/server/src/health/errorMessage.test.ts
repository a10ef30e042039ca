import { BaseError } from 'viem'
import { describe, expect, it } from 'vitest'
import { errorMessage } from './errorMessage'

describe('errorMessage', () => {
  it.each([
    [
      'a viem error with details',
      new BaseError('Call failed.', { details: 'nope' }),
      'Call failed. Details: nope',
    ],
    ['a viem error without details', new BaseError('Call failed.'), 'Call failed.'],
    ['an error', new Error('broken'), 'broken'],
    ['an error without a message', new Error(''), 'Error'],
    ['a thrown string', 'plain', 'plain'],
  ])('reads %s', (_, error, expected) => {
    expect(errorMessage(error)).toBe(expected)
  })
})
