import { DEV_SOLANA_ADDRESSES, formatErrorMessage } from '@foyer/protocol'
import { describe, expect, it } from 'vitest'
import { PENDING_TRANSACTIONS_LIMIT } from '../account/accountLimits'
import { SEND_ERRORS, type SendError, sendErrorNotice } from './sendError'
import type { SendToken } from './sendToken'
import { type SendDraft, validateSend } from './validateSend'

const ether: SendToken = {
  name: 'Ether',
  symbol: 'ETH',
  iconUrl: '',
  chainId: 'eip155:31337',
  address: undefined,
  decimals: 18,
  balance: 2_500_000_000_000_000_000n,
  price: 0,
}
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** What the visitor reads for a draft (undefined: it can be sent). */
const check = (d: SendDraft, pending: number) => {
  const error = validateSend(d, pending)
  return error && sendErrorMessage(error)
}
function sendErrorMessage(error: SendError): string {
  const { code, params } = sendErrorNotice(error)
  return formatErrorMessage(code, params)
}
const draft = (change: Partial<SendDraft>): SendDraft => ({
  token: ether,
  amount: '1',
  receiver,
  ...change,
})

describe('validateSend', () => {
  it('accepts a complete draft within the balance', () => {
    expect(check(draft({}), 0)).toBeUndefined()
    expect(check(draft({ amount: '2.5' }), 0)).toBeUndefined()
  })

  it('requires an amount and a receiver address in the product’s words', () => {
    for (const change of [
      { amount: '' },
      { receiver: '' },
      { amount: '  ', receiver: '' },
      { amount: '0' },
    ]) {
      expect(check(draft(change), 0)).toBe('An amount and receiver address are required')
    }
  })

  it('requires a token in the product’s words, after the amount and receiver', () => {
    expect(check(draft({ token: undefined }), 0)).toBe('A token is required')
    expect(check(draft({ token: undefined, amount: '' }), 0)).toBe(
      'An amount and receiver address are required',
    )
  })

  it('refuses a receiver that is not an address', () => {
    expect(check(draft({ receiver: '0x1234' }), 0)).toBe('The receiver is not a valid address')
    // A mixed-case address with a wrong checksum is a typo.
    expect(check(draft({ receiver: receiver.replace('C5', 'c5') }), 0)).toBe(
      'The receiver is not a valid address',
    )
  })

  it('on solana, the receiver is a Solana address (base58 of 32 bytes), not an EVM one', () => {
    const solanaCheck = (d: SendDraft) => validateSend(d, 0, '.', 'solana')
    expect(solanaCheck(draft({ receiver: DEV_SOLANA_ADDRESSES[1] }))).toBeUndefined()
    expect(solanaCheck(draft({}))).toBe('INVALID_RECEIVER')
    // Base58, but fewer than 32 bytes; and a character outside the alphabet.
    expect(solanaCheck(draft({ receiver: DEV_SOLANA_ADDRESSES[1]?.slice(0, 38) }))).toBe(
      'INVALID_RECEIVER',
    )
    expect(solanaCheck(draft({ receiver: `${DEV_SOLANA_ADDRESSES[1]?.slice(1)}0` }))).toBe(
      'INVALID_RECEIVER',
    )
    expect(check(draft({ receiver: DEV_SOLANA_ADDRESSES[1] }), 0)).toBe(
      'The receiver is not a valid address',
    )
  })

  it('refuses an amount that is not a number or has more decimals than the token', () => {
    expect(check(draft({ amount: '1,5' }), 0)).toBe('The amount is not a valid number')
    expect(check(draft({ amount: '-1' }), 0)).toBe('The amount is not a valid number')
    const fusd = { ...ether, decimals: 6, balance: 10_000_000n }
    expect(check(draft({ token: fusd, amount: '0.0000001' }), 0)).toBe(
      'The amount is not a valid number',
    )
  })

  it('refuses more than the balance', () => {
    expect(check(draft({ amount: '2.500000000000000001' }), 0)).toBe('Insufficient balance')
  })

  it(`refuses a send while ${PENDING_TRANSACTIONS_LIMIT} transactions are pending`, () => {
    expect(check(draft({}), PENDING_TRANSACTIONS_LIMIT - 1)).toBeUndefined()
    expect(check(draft({}), PENDING_TRANSACTIONS_LIMIT)).toBe(
      '99 transactions are already pending: wait for one to confirm',
    )
  })
})

describe('sendErrorNotice', () => {
  it('words every send error in English, the product’s in its words (docs/product.md, Errors)', () => {
    expect(SEND_ERRORS.map(sendErrorMessage)).toEqual([
      'An amount and receiver address are required',
      'A token is required',
      'The receiver is not a valid address',
      'The receiver has no account yet: send at least {minimum} SOL to create it',
      'Keep at least {minimum} SOL in the account for its rent',
      'The amount is not a valid number',
      'Insufficient balance',
      'Insufficient balance to pay the network fee',
      '99 transactions are already pending: wait for one to confirm',
      'Transaction rejected',
      'The transaction could not be sent',
      'The transaction was reverted',
      'The transaction was sent, but its confirmation could not be followed',
    ])
  })
})
