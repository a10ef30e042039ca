import { z } from 'zod'
import { FoyerError } from '../errors/foyerError'

/** The preflight commitments a Solana request may name (docs/product.md#networks). */
export const SOLANA_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const
export type SolanaCommitment = (typeof SOLANA_COMMITMENTS)[number]

export function isSolanaCommitment(value: unknown): value is SolanaCommitment {
  return SOLANA_COMMITMENTS.includes(value as SolanaCommitment)
}

const allowed = SOLANA_COMMITMENTS.join(', ')

/**
 * `value` when it is a preflight commitment (or absent: the wallet's default); otherwise a
 * FoyerError INVALID_METHOD_PARAMS naming what was given and the allowed ones.
 */
export function checkSolanaCommitment(value: unknown): SolanaCommitment | undefined {
  if (value === undefined || isSolanaCommitment(value)) return value
  throw new FoyerError('INVALID_METHOD_PARAMS', {
    details: `preflight commitment ${JSON.stringify(value)} is not one of ${allowed}`,
  })
}

export const solanaCommitmentSchema = z.enum(SOLANA_COMMITMENTS, {
  error: `Solana preflight commitment is one of: ${allowed}`,
})
