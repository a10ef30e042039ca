import { describe, expect, it } from 'vitest'
import {
  isSolanaSignMethod,
  SOLANA_MAX_TRANSACTIONS,
  SOLANA_REQUEST_PARAMS,
  SOLANA_REQUEST_RESULTS,
  SOLANA_SIGN_METHODS,
} from './solanaRequests'

const pubkey = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1EtWTRABZaYq6'
const transaction =
  'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=='
const signature = '5'.repeat(87)

describe('Solana frame requests', () => {
  it('names the four methods the frame answers', () => {
    expect(SOLANA_SIGN_METHODS).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
    ])
    expect(isSolanaSignMethod('solana_signMessage')).toBe(true)
    expect(isSolanaSignMethod('solana_getAccounts')).toBe(false)
  })

  it.each([
    ['solana_signMessage', { message: '2NEpo7TZRRrLZSi2U', pubkey }],
    ['solana_signTransaction', { transaction }],
    ['solana_signAllTransactions', { transactions: [transaction, transaction] }],
    ['solana_signAndSendTransaction', { transaction }],
    [
      'solana_signAndSendTransaction',
      {
        transaction,
        options: {
          skipPreflight: false,
          preflightCommitment: 'confirmed',
          maxRetries: 3,
          minContextSlot: 10,
        },
      },
    ],
  ] as const)('accepts %s params', (method, params) => {
    expect(SOLANA_REQUEST_PARAMS[method].safeParse(params).success).toBe(true)
  })

  it.each([
    ['an empty message', 'solana_signMessage', { message: '', pubkey }],
    ['a message not in base58', 'solana_signMessage', { message: '0OIl', pubkey }],
    ['a message without pubkey', 'solana_signMessage', { message: '2g' }],
    ['a short pubkey', 'solana_signMessage', { message: '2g', pubkey: 'abc' }],
    ['a transaction not in base64', 'solana_signTransaction', { transaction: 'a b c d' }],
    ['a transaction that is too long', 'solana_signTransaction', { transaction: 'A'.repeat(4096) }],
    ['an extra field', 'solana_signTransaction', { transaction, from: pubkey }],
    ['no transactions', 'solana_signAllTransactions', { transactions: [] }],
    [
      'too many transactions',
      'solana_signAllTransactions',
      { transactions: Array(SOLANA_MAX_TRANSACTIONS + 1).fill(transaction) },
    ],
    [
      'an unknown option',
      'solana_signAndSendTransaction',
      { transaction, options: { commitment: 'confirmed' } },
    ],
    [
      'negative retries',
      'solana_signAndSendTransaction',
      { transaction, options: { maxRetries: -1 } },
    ],
  ] as const)('refuses %s', (_name, method, params) => {
    expect(SOLANA_REQUEST_PARAMS[method].safeParse(params).success).toBe(false)
  })

  it('results: base58 signatures, base64 transactions', () => {
    expect(SOLANA_REQUEST_RESULTS.solana_signMessage.safeParse({ signature }).success).toBe(true)
    expect(
      SOLANA_REQUEST_RESULTS.solana_signTransaction.safeParse({ signature, transaction }).success,
    ).toBe(true)
    expect(
      SOLANA_REQUEST_RESULTS.solana_signAllTransactions.safeParse({ transactions: [transaction] })
        .success,
    ).toBe(true)
    expect(
      SOLANA_REQUEST_RESULTS.solana_signAndSendTransaction.safeParse({ signature: '0x12' }).success,
    ).toBe(false)
  })
})
