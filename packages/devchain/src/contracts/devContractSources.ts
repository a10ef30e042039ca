/** A contract of this folder whose compiled ABI and bytecode are committed as a TS module. */
export interface ContractSource {
  /** The `.sol` file beside this one. */
  sourceName: string
  contractName: string
  /** The generated module beside this one, and the prefix of its exports. */
  artifactFile: string
  exportPrefix: string
}

/** Every contract the dev chains deploy; `npm run build:contracts` regenerates their artifacts. */
export const DEV_CONTRACT_SOURCES: readonly ContractSource[] = [
  {
    sourceName: 'FoyerToken.sol',
    contractName: 'FoyerToken',
    artifactFile: 'foyerTokenArtifact.ts',
    exportPrefix: 'foyerToken',
  },
  {
    sourceName: 'FoyerPriceOracle.sol',
    contractName: 'FoyerPriceOracle',
    artifactFile: 'foyerPriceOracleArtifact.ts',
    exportPrefix: 'foyerPriceOracle',
  },
  {
    sourceName: 'FoyerCollectible.sol',
    contractName: 'FoyerCollectible',
    artifactFile: 'foyerCollectibleArtifact.ts',
    exportPrefix: 'foyerCollectible',
  },
  {
    sourceName: 'FoyerEnsRegistry.sol',
    contractName: 'FoyerEnsRegistry',
    artifactFile: 'foyerEnsRegistryArtifact.ts',
    exportPrefix: 'foyerEnsRegistry',
  },
  {
    sourceName: 'FoyerOffchainResolver.sol',
    contractName: 'FoyerOffchainResolver',
    artifactFile: 'foyerOffchainResolverArtifact.ts',
    exportPrefix: 'foyerOffchainResolver',
  },
  {
    sourceName: 'FoyerUniversalResolver.sol',
    contractName: 'FoyerUniversalResolver',
    artifactFile: 'foyerUniversalResolverArtifact.ts',
    exportPrefix: 'foyerUniversalResolver',
  },
  {
    sourceName: 'FoyerPaymaster.sol',
    contractName: 'FoyerPaymaster',
    artifactFile: 'foyerPaymasterArtifact.ts',
    exportPrefix: 'foyerPaymaster',
  },
  {
    sourceName: 'FoyerAccount.sol',
    contractName: 'FoyerAccount',
    artifactFile: 'foyerAccountArtifact.ts',
    exportPrefix: 'foyerAccount',
  },
  {
    sourceName: 'FoyerAccountFactory.sol',
    contractName: 'FoyerAccountFactory',
    artifactFile: 'foyerAccountFactoryArtifact.ts',
    exportPrefix: 'foyerAccountFactory',
  },
  {
    sourceName: 'FoyerV3Liquidity.sol',
    contractName: 'FoyerV3Liquidity',
    artifactFile: 'foyerV3LiquidityArtifact.ts',
    exportPrefix: 'foyerV3Liquidity',
  },
]
