import { describe, expect, it } from 'vitest'
import { compileContract, compileSource } from './compileContract'
import { DEV_CONTRACT_SOURCES } from './devContractSources'
import * as account from './foyerAccountArtifact'
import * as accountFactory from './foyerAccountFactoryArtifact'
import * as collectible from './foyerCollectibleArtifact'
import * as ensRegistry from './foyerEnsRegistryArtifact'
import * as offchainResolver from './foyerOffchainResolverArtifact'
import * as paymaster from './foyerPaymasterArtifact'
import * as oracle from './foyerPriceOracleArtifact'
import * as token from './foyerTokenArtifact'
import * as universalResolver from './foyerUniversalResolverArtifact'
import * as v3Liquidity from './foyerV3LiquidityArtifact'
import { renderArtifact } from './renderArtifact'

const artifacts: Record<string, { abi: unknown; bytecode: string; compilerVersion: string }> = {
  FoyerToken: {
    abi: token.foyerTokenAbi,
    bytecode: token.foyerTokenBytecode,
    compilerVersion: token.foyerTokenCompilerVersion,
  },
  FoyerPriceOracle: {
    abi: oracle.foyerPriceOracleAbi,
    bytecode: oracle.foyerPriceOracleBytecode,
    compilerVersion: oracle.foyerPriceOracleCompilerVersion,
  },
  FoyerCollectible: {
    abi: collectible.foyerCollectibleAbi,
    bytecode: collectible.foyerCollectibleBytecode,
    compilerVersion: collectible.foyerCollectibleCompilerVersion,
  },
  FoyerEnsRegistry: {
    abi: ensRegistry.foyerEnsRegistryAbi,
    bytecode: ensRegistry.foyerEnsRegistryBytecode,
    compilerVersion: ensRegistry.foyerEnsRegistryCompilerVersion,
  },
  FoyerOffchainResolver: {
    abi: offchainResolver.foyerOffchainResolverAbi,
    bytecode: offchainResolver.foyerOffchainResolverBytecode,
    compilerVersion: offchainResolver.foyerOffchainResolverCompilerVersion,
  },
  FoyerUniversalResolver: {
    abi: universalResolver.foyerUniversalResolverAbi,
    bytecode: universalResolver.foyerUniversalResolverBytecode,
    compilerVersion: universalResolver.foyerUniversalResolverCompilerVersion,
  },
  FoyerPaymaster: {
    abi: paymaster.foyerPaymasterAbi,
    bytecode: paymaster.foyerPaymasterBytecode,
    compilerVersion: paymaster.foyerPaymasterCompilerVersion,
  },
  FoyerAccount: {
    abi: account.foyerAccountAbi,
    bytecode: account.foyerAccountBytecode,
    compilerVersion: account.foyerAccountCompilerVersion,
  },
  FoyerAccountFactory: {
    abi: accountFactory.foyerAccountFactoryAbi,
    bytecode: accountFactory.foyerAccountFactoryBytecode,
    compilerVersion: accountFactory.foyerAccountFactoryCompilerVersion,
  },
  FoyerV3Liquidity: {
    abi: v3Liquidity.foyerV3LiquidityAbi,
    bytecode: v3Liquidity.foyerV3LiquidityBytecode,
    compilerVersion: v3Liquidity.foyerV3LiquidityCompilerVersion,
  },
}

const source = { sourceName: 'Test.sol', contractName: 'Test' }

describe('contract artifacts', () => {
  it('cover every dev contract', () => {
    expect(DEV_CONTRACT_SOURCES.map((contract) => contract.contractName).sort()).toEqual(
      Object.keys(artifacts).sort(),
    )
  })

  it.each(DEV_CONTRACT_SOURCES)(
    '$artifactFile matches a fresh compile of $sourceName (run build:contracts when this fails)',
    async (contract) => {
      const compiled = await compileContract(contract)
      const artifact = artifacts[contract.contractName]
      expect(compiled.compilerVersion).toBe(artifact?.compilerVersion)
      expect(compiled.abi).toEqual(artifact?.abi)
      expect(compiled.bytecode).toBe(artifact?.bytecode)
    },
  )

  it('reports compiler errors with their messages', () => {
    expect(() => compileSource('pragma solidity 0.8.37; contract Test { oops }', source)).toThrow(
      /Test.sol did not compile cleanly:[\s\S]*ParserError/,
    )
  })

  it('reads imports from the installed packages, and names one it cannot find', () => {
    const importing =
      '// SPDX-License-Identifier: MIT\npragma solidity 0.8.37;\n' +
      'import "@nowhere/contracts/Missing.sol";\ncontract Test {}'
    expect(() => compileSource(importing, source)).toThrow(
      /@nowhere\/contracts\/Missing.sol is not in an installed package/,
    )
  })

  it("reads imports of this folder's contracts, and names one it cannot find", () => {
    const importing = (path: string) =>
      '// SPDX-License-Identifier: MIT\npragma solidity 0.8.37;\n' +
      `import {FoyerToken} from "${path}";\ncontract Test { FoyerToken public token; }`
    expect(compileSource(importing('./FoyerToken.sol'), source).abi).toEqual([
      expect.objectContaining({ name: 'token' }),
    ])
    expect(() => compileSource(importing('./Missing.sol'), source)).toThrow(
      /Missing.sol is not in this folder/,
    )
  })

  it('treats warnings as errors', () => {
    const unusedVariable =
      '// SPDX-License-Identifier: MIT\npragma solidity 0.8.37;\n' +
      'contract Test { function f() external pure { uint256 unused; } }'
    expect(() => compileSource(unusedVariable, source)).toThrow(
      /did not compile cleanly:[\s\S]*Warning/,
    )
  })

  it('fails when the source has no contract of that name', () => {
    expect(() =>
      compileSource(
        '// SPDX-License-Identifier: MIT\npragma solidity 0.8.37; contract Other {}',
        source,
      ),
    ).toThrow('solc produced no Test in Test.sol')
  })

  it('renders an artifact module named after the contract', () => {
    const rendered = renderArtifact(
      { ...source, artifactFile: 'testArtifact.ts', exportPrefix: 'test' },
      { compilerVersion: '0.8.37', abi: [], bytecode: '0x00' },
    )
    expect(rendered).toContain('from Test.sol. Do not edit')
    expect(rendered).toContain('export const testCompilerVersion = "0.8.37"')
    expect(rendered).toContain('export const testAbi = [] as const')
    expect(rendered).toContain("export const testBytecode =\n  '0x00' as const")
  })
})
