import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { isSolanaTransactionMessage } from './isSolanaTransactionMessage'

const payer = createNoopSigner(address('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'))

/** A compiled SOL transfer message (what a transaction's signatures sign). */
function messageBytes(version: 0 | 'legacy', instructions = 1): Uint8Array {
  const transfers = Array.from({ length: instructions }, (_, i) =>
    getTransferSolInstruction({
      source: payer,
      destination: address('11111111111111111111111111111112'),
      amount: BigInt(i + 1),
    }),
  )
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k' as Blockhash,
          lastValidBlockHeight: 10n,
        },
        m,
      ),
    (m) => appendTransactionMessageInstructions(transfers, m),
  )
  return new Uint8Array(compileTransaction(message).messageBytes)
}

describe('isSolanaTransactionMessage', () => {
  it('reads legacy and v0 transaction messages, with or without instructions', () => {
    for (const version of [0, 'legacy'] as const) {
      expect(isSolanaTransactionMessage(messageBytes(version))).toBe(true)
      expect(isSolanaTransactionMessage(messageBytes(version, 3))).toBe(true)
      expect(isSolanaTransactionMessage(messageBytes(version, 0))).toBe(true)
    }
  })

  it('is false for text, a cut or longer message, and another version', () => {
    const message = messageBytes(0)
    expect(isSolanaTransactionMessage(new TextEncoder().encode('Hello Solana'))).toBe(false)
    expect(isSolanaTransactionMessage(new Uint8Array([1]))).toBe(false)
    expect(isSolanaTransactionMessage(new Uint8Array())).toBe(false)
    expect(isSolanaTransactionMessage(message.slice(0, -1))).toBe(false)
    expect(isSolanaTransactionMessage(new Uint8Array([...message, 0]))).toBe(false)
    const v5 = new Uint8Array(message)
    v5[0] = 0x85
    expect(isSolanaTransactionMessage(v5)).toBe(false)
  })
})
