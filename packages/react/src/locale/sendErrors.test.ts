import { SEND_ERRORS, sendErrorMessage } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { en } from './en'

describe('en.sendErrors', () => {
  it("words every send error as core does: the spec's messages exactly (§8)", () => {
    for (const error of SEND_ERRORS) expect(en.sendErrors[error]).toBe(sendErrorMessage(error))
    expect(en.sendErrors.amountAndReceiverRequired).toBe(
      'An amount and receiver address are required',
    )
    expect(en.sendErrors.tokenRequired).toBe('A token is required')
  })
})
