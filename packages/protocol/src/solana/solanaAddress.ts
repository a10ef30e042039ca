import { base58 } from '@scure/base'
import { z } from 'zod'

/** A Solana address: the base58 spelling of 32 bytes (an ed25519 public key or a program address). */
export function isSolanaAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < 32 || value.length > 44) return false
  try {
    return base58.decode(value).length === 32
  } catch {
    return false
  }
}

export const solanaAddressSchema = z
  .string()
  .refine(isSolanaAddress, 'Expected a Solana address (base58 of 32 bytes)')
