import { randomBytes } from 'node:crypto'

/**
 * A nonce for a sign-in message (SIWX, Sign In With Farcaster): 128 bits from the operating
 * system's CSPRNG, as 32 hex characters (EIP-4361 asks for at least 8 alphanumerics). Every
 * sign-in nonce comes from here: a generator built on a non-cryptographic random source can be
 * predicted.
 */
export function secureNonce(): string {
  return randomBytes(16).toString('hex')
}
