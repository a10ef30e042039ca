import { foyerAccountAbi, foyerAccountFactoryAbi } from '@foyer/protocol'
import type { Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { foyerAccountAbi as compiledAccountAbi } from './foyerAccountArtifact'
import { foyerAccountFactoryAbi as compiledFactoryAbi } from './foyerAccountFactoryArtifact'

/** An ABI entry without solc's `internalType`s, which the hand-written ABIs leave out. */
function withoutInternalTypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutInternalTypes)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'internalType')
      .map(([key, entry]) => [key, withoutInternalTypes(entry)]),
  )
}

describe("@foyer/protocol's FoyerAccount ABIs", () => {
  it.each([
    ['foyerAccountAbi', foyerAccountAbi, compiledAccountAbi],
    ['foyerAccountFactoryAbi', foyerAccountFactoryAbi, compiledFactoryAbi],
  ] as const)('%s: every entry is as the contract compiles', (_, handWritten, compiled) => {
    for (const entry of handWritten as Abi) {
      const name = 'name' in entry ? entry.name : undefined
      const match = (compiled as Abi).find(
        (candidate) =>
          candidate.type === entry.type && 'name' in candidate && candidate.name === name,
      )
      expect(withoutInternalTypes(match), `${entry.type} ${name}`).toEqual(entry)
    }
  })
})
