import { base58 } from '@scure/base'

/**
 * Whether `value` is a Solana address: the base58 form of a 32-byte ed25519 public key (32 to 44
 * characters; no leading or trailing space, no character outside base58's alphabet).
 */
export function isSolanaAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < 32 || value.length > 44) return false
  try {
    return base58.decode(value).length === 32
  } catch {
    return false
  }
}
