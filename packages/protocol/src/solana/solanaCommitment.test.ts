import { describe, expect, it } from 'vitest'
import { FoyerError } from '../errors/foyerError'
import {
  checkSolanaCommitment,
  isSolanaCommitment,
  SOLANA_COMMITMENTS,
  solanaCommitmentSchema,
} from './solanaCommitment'

describe('Solana preflight commitment', () => {
  it('is one of the eight the product names, in its order', () => {
    expect(SOLANA_COMMITMENTS).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ])
    for (const commitment of SOLANA_COMMITMENTS) {
      expect(isSolanaCommitment(commitment)).toBe(true)
      expect(checkSolanaCommitment(commitment)).toBe(commitment)
      expect(solanaCommitmentSchema.parse(commitment)).toBe(commitment)
    }
    expect(checkSolanaCommitment(undefined)).toBeUndefined()
  })

  it.each(['Finalized', 'singlegossip', 'final', '', null, 3])('refuses %j', (value) => {
    expect(isSolanaCommitment(value)).toBe(false)
    expect(() => checkSolanaCommitment(value)).toThrow(FoyerError)
    expect(() => checkSolanaCommitment(value)).toThrow(
      `Invalid parameters for this method: preflight commitment ${JSON.stringify(value)} is not one of processed, confirmed, finalized, recent, single, singleGossip, root, max`,
    )
    const parsed = solanaCommitmentSchema.safeParse(value)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toMatch(/^Solana preflight commitment is one of/)
  })
})
