export {
  deployerAccount,
  namesDeployerAccount,
  TEST_MNEMONIC,
  testAccounts,
  testAddresses,
} from './accounts/testAccounts'
export { isAnvil } from './anvil/isAnvil'
export { type Anvil, type StartAnvilOptions, startAnvil } from './anvil/startAnvil'
export { type Bundler, type StartBundlerOptions, startBundler } from './bundler/startBundler'
export { foyerCollectibleAbi } from './contracts/foyerCollectibleArtifact'
export { foyerEnsRegistryAbi } from './contracts/foyerEnsRegistryArtifact'
export { foyerOffchainResolverAbi } from './contracts/foyerOffchainResolverArtifact'
export { foyerPriceOracleAbi } from './contracts/foyerPriceOracleArtifact'
export { foyerTokenAbi } from './contracts/foyerTokenArtifact'
export { foyerUniversalResolverAbi } from './contracts/foyerUniversalResolverArtifact'
export { type DeployDevContractsOptions, deployDevContracts } from './deploy/deployDevContracts'
export { type DeployEnsOptions, deployEns, REVERSE_ZONE } from './deploy/deployEns'
export { DEV_COLLECTIBLES, type DevCollectibles, devCollectibleIds } from './deploy/devCollectibles'
export {
  COLLECTIBLE_NONCE,
  devContractAddress,
  ENS_REGISTRY_NONCE,
  namesContractAddress,
  OFFCHAIN_RESOLVER_NONCE,
  PRICE_ORACLE_NONCE,
  UNIVERSAL_RESOLVER_NONCE,
} from './deploy/devContractAddress'
export { devPairs } from './deploy/devPairs'
export { DEV_POOLS, type DevPool } from './deploy/devPools'
export { DEV_PRICES, type DevPrice } from './deploy/devPrices'
export { DEV_TOKENS, type DevToken } from './deploy/devTokens'
export { currencyKey } from './deploy/oraclePrices'
export { writeDeployments } from './deploy/writeDeployments'
export { assertPortsFree, type PortClaim } from './process/assertPortsFree'
export { type ChildExit, childExit, describeExit } from './process/childExit'
export { freePort } from './process/freePort'
export { outputTail } from './process/outputTail'
export { stopChild } from './process/stopChild'
export { waitForHttp } from './process/waitForHttp'
export { devSolanaDeployment } from './solana/devSolanaDeployment'
export {
  DEV_SOLANA_ACCOUNT_COUNT,
  DEV_SOLANA_ADDRESSES,
  DEV_SOLANA_SEED,
  devSolanaPrivateKey,
  devSolanaSigner,
} from './solana/devSolanaKeys'
export { DEV_SOL_PRICES, SOL_PRICE_ASSET } from './solana/devSolanaPrices'
export {
  DEV_SOLANA_BALANCE,
  DEV_SOLANA_TOKEN,
  DEV_SOLANA_TOKEN_BALANCE,
  devSolanaMintSigner,
} from './solana/devSolanaToken'
export {
  associatedTokenAccount,
  randomSolanaAddress,
  sendDevSolanaToken,
  sendSol,
  sendSolanaInstructions,
  signedSolTransfer,
} from './solana/devSolanaTransfers'
export { LAMPORTS_PER_SIGNATURE, MAX_BLOCKHASH_AGE, SLOT_MS } from './solana/devSvm'
export {
  DEV_SOLANA_RPC_PORT,
  type DevSvmServer,
  type StartDevSvmOptions,
  startDevSvm,
} from './solana/startDevSvm'
export {
  DEV_ONRAMP_TREASURY_BALANCE,
  DEV_ONRAMP_TREASURY_TOKENS,
  fundOnrampTreasury,
} from './stack/fundOnrampTreasury'
export { DEV_PAYMASTER_DEPOSIT, fundPaymaster } from './stack/fundPaymaster'
export { DEV_RELAYER_BALANCE, fundRelayer } from './stack/fundRelayer'
export { localRpcPort } from './stack/localRpcPort'
export {
  type ChainEntry,
  type DevChains,
  type StartDevChainsOptions,
  startDevChains,
} from './stack/startDevChains'
