import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { SOME_BLOCKHASH, solTransfer, wireTransaction } from '../testing/solanaFixtures'
import { isTransactionMessage, readSolanaTransaction } from './readSolanaTransaction'

describe('readSolanaTransaction', () => {
  it('reads legacy and v0 transactions', async () => {
    const me = (await generateKeyPairSigner()).address
    const legacy = getBase64EncodedWireTransaction(
      compileTransaction(
        pipe(
          createTransactionMessage({ version: 'legacy' }),
          (m) => setTransactionMessageFeePayer(address(me), m),
          (m) =>
            setTransactionMessageLifetimeUsingBlockhash(
              { blockhash: SOME_BLOCKHASH, lastValidBlockHeight: 1n },
              m,
            ),
          (m) => appendTransactionMessageInstructions([solTransfer(me, me, 1n)], m),
        ),
      ),
    )
    expect(readSolanaTransaction(legacy).message.version).toBe('legacy')
    const v0 = readSolanaTransaction(wireTransaction(me, [solTransfer(me, me, 1n)]))
    expect(v0.message.version).toBe(0)
    expect(Object.keys(v0.transaction.signatures)).toEqual([me])
    expect(isTransactionMessage(new Uint8Array(v0.transaction.messageBytes))).toBe(true)
    expect(isTransactionMessage(new TextEncoder().encode('Hello, Solana'))).toBe(false)
  })

  it('refuses bytes that are not exactly a transaction: trailing, missing, not base64', async () => {
    const me = (await generateKeyPairSigner()).address
    const bytes = new Uint8Array(
      getBase64Encoder().encode(wireTransaction(me, [solTransfer(me, me, 1n)])),
    )
    const wire = (b: Uint8Array) => getBase64Decoder().decode(b)
    // A v0 message without its lookup-table count decodes leniently: refused all the same.
    expect(() => readSolanaTransaction(wire(bytes.slice(0, -1)))).toThrow(
      'not a Solana transaction',
    )
    expect(() => readSolanaTransaction(wire(new Uint8Array([...bytes, 0])))).toThrow(
      'not a Solana transaction',
    )
    expect(() => readSolanaTransaction('@@@@')).toThrow('not base64')
  })
})
