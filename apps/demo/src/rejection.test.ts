import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { isUserRejection } from './rejection'

describe('isUserRejection', () => {
  it('knows a 4001 from the wallet, bare or wrapped as viem and wagmi wrap it', () => {
    const fromWallet = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    expect(isUserRejection(fromWallet)).toBe(true)
    expect(isUserRejection(new UserRejectedRequestError(fromWallet))).toBe(true)
    expect(isUserRejection(new Error('failed', { cause: { cause: fromWallet } }))).toBe(true)
  })

  it('is false for any other failure', () => {
    expect(isUserRejection(new Error('insufficient funds'))).toBe(false)
    expect(isUserRejection(Object.assign(new Error('x'), { code: -32603 }))).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
    expect(isUserRejection('4001')).toBe(false)
  })
})
