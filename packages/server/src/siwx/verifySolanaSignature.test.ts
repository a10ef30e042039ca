import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../http/apiError'
import { verifySolanaSignature } from './verifySolanaSignature'

const secret = new Uint8Array(32).fill(7)
const address = base58.encode(ed25519.getPublicKey(secret))
const message = 'foyer.localhost wants you to sign in with your Solana account:'
const sign = (text: string) => ed25519.sign(new TextEncoder().encode(text), secret)

function refusal(run: () => void): [number, string] {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return [(error as ApiError).statusCode, (error as ApiError).code]
  }
  throw new Error('expected a refusal')
}

describe('verifySolanaSignature', () => {
  it('accepts the ed25519 signature of the message’s bytes by the address’s key', () => {
    expect(() =>
      verifySolanaSignature({ address, message, signature: sign(message) }),
    ).not.toThrow()
  })

  it('refuses another message, another key, a flipped bit: 401 INVALID_SIGNATURE', () => {
    const other = base58.encode(ed25519.getPublicKey(new Uint8Array(32).fill(8)))
    const flipped = sign(message)
    flipped[0] = (flipped[0] as number) ^ 1
    for (const [who, text, signature] of [
      [address, `${message}!`, sign(message)],
      [other, message, sign(message)],
      [address, message, flipped],
      // 32 bytes that are no curve point: never valid, never a crash.
      [base58.encode(new Uint8Array(32).fill(255)), message, sign(message)],
    ] as const) {
      expect(
        refusal(() => verifySolanaSignature({ address: who, message: text, signature })),
      ).toEqual([401, 'INVALID_SIGNATURE'])
    }
  })

  it('answers 400 INVALID_PARAMS for a signature that is not 64 bytes', () => {
    for (const length of [0, 63, 65, 72]) {
      expect(
        refusal(() =>
          verifySolanaSignature({ address, message, signature: new Uint8Array(length) }),
        ),
      ).toEqual([400, 'INVALID_PARAMS'])
    }
  })
})
