import { checkSolanaCommitment, type SolanaCommitment } from '@foyer/protocol'

/**
 * The level current validators know each accepted preflight commitment by (docs/product.md#networks):
 * `recent` is processed; `single` and `singleGossip` are confirmed; `root` and `max` are finalized (the
 * older names, kept for older dapps).
 */
const LEVELS = {
  processed: 'processed',
  confirmed: 'confirmed',
  finalized: 'finalized',
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
} as const satisfies Record<SolanaCommitment, string>

export type CommitmentLevel = (typeof LEVELS)[SolanaCommitment]

/** A preflight commitment as asked, and the level sent to the RPC node. */
export type CheckedCommitment = { asked: SolanaCommitment; level: CommitmentLevel }

/**
 * Checks a request's preflight commitment: undefined stays undefined (the node's default); any value
 * outside the product's list is INVALID_METHOD_PARAMS naming the list (protocol's
 * `checkSolanaCommitment`), and nothing is signed.
 */
export function checkPreflightCommitment(value: string | undefined): CheckedCommitment | undefined {
  const asked = checkSolanaCommitment(value)
  return asked === undefined ? undefined : { asked, level: LEVELS[asked] }
}
