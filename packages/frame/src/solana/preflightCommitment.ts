import { FoyerError } from '@foyer/protocol'

/**
 * The Solana preflight commitments the product accepts (docs/product.md#validation), each with the
 * level current validators know it by: `recent` is processed; `single` and `singleGossip` are
 * confirmed; `root` and `max` are finalized (the older names, kept for older dapps).
 */
const COMMITMENTS = {
  processed: 'processed',
  confirmed: 'confirmed',
  finalized: 'finalized',
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
} as const

export type PreflightCommitment = keyof typeof COMMITMENTS
export type CommitmentLevel = (typeof COMMITMENTS)[PreflightCommitment]

export const PREFLIGHT_COMMITMENTS = Object.keys(COMMITMENTS) as readonly PreflightCommitment[]

/** A preflight commitment as asked, and the level sent to the RPC node. */
export type CheckedCommitment = { asked: PreflightCommitment; level: CommitmentLevel }

/**
 * Checks a request's preflight commitment: undefined stays undefined (the node's default); any
 * value outside the product's list is INVALID_METHOD_PARAMS naming the list, and nothing is signed.
 */
export function checkPreflightCommitment(value: string | undefined): CheckedCommitment | undefined {
  if (value === undefined) return undefined
  if (!Object.hasOwn(COMMITMENTS, value)) {
    throw new FoyerError('INVALID_METHOD_PARAMS', {
      details: `preflightCommitment must be one of ${PREFLIGHT_COMMITMENTS.join(', ')}`,
    })
  }
  const asked = value as PreflightCommitment
  return { asked, level: COMMITMENTS[asked] }
}
