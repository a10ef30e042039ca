import { describe, expect, it } from 'vitest'
import { compileFoyerToken, compileSource } from './compileFoyerToken'
import { foyerTokenAbi, foyerTokenBytecode, foyerTokenCompilerVersion } from './foyerTokenArtifact'

describe('foyerTokenArtifact', () => {
  it('matches a fresh compile of FoyerToken.sol (run build:contracts when this fails)', async () => {
    const compiled = await compileFoyerToken()
    expect(compiled.compilerVersion).toBe(foyerTokenCompilerVersion)
    expect(compiled.abi).toEqual(foyerTokenAbi)
    expect(compiled.bytecode).toBe(foyerTokenBytecode)
  })

  it('reports compiler errors with their messages', () => {
    expect(() => compileSource('pragma solidity 0.8.37; contract FoyerToken { oops }')).toThrow(
      /did not compile cleanly:[\s\S]*ParserError/,
    )
  })

  it('fails when the source has no FoyerToken contract', () => {
    expect(() =>
      compileSource('// SPDX-License-Identifier: MIT\npragma solidity 0.8.37; contract Other {}'),
    ).toThrow('solc produced no FoyerToken in FoyerToken.sol')
  })
})
