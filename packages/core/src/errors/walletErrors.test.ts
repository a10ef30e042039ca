import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { TimeoutError } from '../utils/withTimeout'
import { isUserRejection, walletFailureReason } from './walletErrors'

describe('walletFailureReason', () => {
  it('maps an EIP-1193 4001 error to rejected', () => {
    expect(walletFailureReason({ code: 4001, message: 'User rejected the request.' })).toBe(
      'rejected',
    )
  })

  it('maps WalletConnect’s USER_REJECTED (5000) from a remote wallet to rejected', () => {
    expect(walletFailureReason({ code: 5000, message: 'User rejected.' })).toBe('rejected')
    expect(walletFailureReason({ code: 5100, message: 'Unsupported chains.' })).toBe('failed')
  })

  it('finds viem’s UserRejectedRequestError in the cause chain', () => {
    const wrapped = new Error('outer', { cause: new UserRejectedRequestError(new Error('no')) })
    expect(isUserRejection(wrapped)).toBe(true)
  })

  it('is not a rejection for any other failure or a bare value', () => {
    expect(isUserRejection(new Error('insufficient funds'))).toBe(false)
    expect(isUserRejection({ code: -32603, message: 'Internal error.' })).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
    expect(isUserRejection('4001')).toBe(false)
  })

  it('maps a timeout to timeout', () => {
    expect(walletFailureReason(new TimeoutError('slow'))).toBe('timeout')
  })

  it('maps anything else to failed', () => {
    expect(walletFailureReason(new Error('boom'))).toBe('failed')
    expect(walletFailureReason({ code: -32603 })).toBe('failed')
    expect(walletFailureReason(undefined)).toBe('failed')
  })
})
