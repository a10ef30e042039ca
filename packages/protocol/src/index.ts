export { isAccountAddress, isCaipAccount } from './accountAddress'
export {
  BITCOIN_ACCOUNT_TYPES,
  type BitcoinAccountType,
  DEFAULT_ACCOUNT_TYPES,
  type NamespaceAccountType,
} from './accountTypes'
export * from './analytics/index'
export * from './auth/farcasterAuthSchemas'
export * from './auth/index'
export {
  type BitcoinAddress,
  type BitcoinAddressType,
  isBitcoinAddress,
  parseBitcoinAddress,
} from './bitcoinAddress'
export {
  BITCOIN_CHAINS,
  BITCOIN_MAINNET_CHAIN,
  BITCOIN_TESTNET_CHAIN,
  type BitcoinNetwork,
  bitcoinNetworkOf,
} from './bitcoinChains'
export {
  type CaipAddress,
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  type ChainNamespace,
  isChainNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toCaipNetworkId,
} from './caip'
export { caipNetworkIdSchema, chainNamespaceSchema } from './caipSchemas'
export * from './chainData/index'
export { checkChainNamespace, isChainInNamespaces } from './chainNamespaceRules'
export {
  type ChainDeployment,
  type CollectibleDeployment,
  chainDeploymentSchema,
  collectibleDeploymentSchema,
  DEV_COLLECTIBLES_PATH,
  DEV_COLLECTION,
  type Deployments,
  deploymentsSchema,
  devCollectiblesBaseUri,
  type EnsDeployment,
  ensDeploymentSchema,
  type SmartAccountsDeployment,
  type SolanaDeployment,
  type SolanaTokenDeployment,
  type SwapDeployment,
  smartAccountsDeploymentSchema,
  solanaDeploymentSchema,
  solanaTokenDeploymentSchema,
  swapDeploymentSchema,
  type TokenDeployment,
  tokenDeploymentSchema,
} from './deployments'
export * from './dev/index'
export {
  type GetWalletsResponse,
  getWalletsResponseSchema,
  WALLET_BADGE_TYPES,
  type WalletBadgeType,
  type WalletEntry,
  walletDirectorySchema,
  walletEntrySchema,
} from './directory'
export {
  DEV_ENS_CONTRACTS,
  DEV_NAMES_GATEWAY_SIGNER,
  DEV_NAMES_GATEWAY_SIGNER_KEY,
  NAMES_CCIP_PATH,
  namesGatewayUrl,
} from './ensGateway'
export * from './errors/index'
export * from './frame/index'
export {
  type ChainHealth,
  chainHealthSchema,
  type DatabaseHealth,
  databaseHealthSchema,
  HEALTH_STATUSES,
  type HealthResponse,
  type HealthStatus,
  healthResponseSchema,
  type RedisHealth,
  redisHealthSchema,
} from './health'
export { isKnownEvmChain, KNOWN_EVM_CHAINS } from './knownChains'
export * from './limits'
export {
  browserLocale,
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  localeDirection,
  matchLocale,
} from './locale/locales'
export { type LocaleTable, localeTableShape } from './locale/tableShape'
export * from './names/index'
export * from './onramp/index'
export { isOriginAllowed } from './origins'
export { remoteConfigResponseSchema, remoteFeatureSchema } from './remoteFeatureSchemas'
export {
  DEFAULT_REMOTE_FEATURES,
  type OnrampProvider,
  REMOTE_SOCIALS,
  type RemoteConfigResponse,
  type RemoteFeature,
  type RemoteFeatureId,
  type RemoteSocial,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  type SwapProvider,
} from './remoteFeatures'
export * from './routes/index'
export { DEV_PROJECT_ID, SDK_TYPE, SDK_VERSION } from './sdk'
export {
  type ApiError,
  allowedOriginsResponseSchema,
  analyticsConfigResponseSchema,
  apiErrorSchema,
  projectIdSchema,
  type SdkParams,
  sdkParamsSchema,
} from './sdkParams'
export * from './siwx/index'
export * from './smartAccounts/index'
export {
  DEV_SOLANA_ACCOUNT_COUNT,
  DEV_SOLANA_ADDRESSES,
  DEV_SOLANA_SEED,
  DEV_SOLANA_TOKEN,
} from './solana/devSolana'
export { isSolanaAddress, solanaAddressSchema } from './solana/solanaAddress'
export {
  DEV_SOLANA_GENESIS_HASH,
  isKnownSolanaChain,
  KNOWN_SOLANA_CHAINS,
  SOLANA_CHAINS,
  SOLANA_DEV_CHAIN,
  SOLANA_DEVNET_CHAIN,
  SOLANA_MAINNET_CHAIN,
  SOLANA_TESTNET_CHAIN,
  solanaCaipNetworkId,
} from './solana/solanaChains'
export {
  checkSolanaCommitment,
  isSolanaCommitment,
  SOLANA_COMMITMENTS,
  type SolanaCommitment,
  solanaCommitmentSchema,
} from './solana/solanaCommitment'
export * from './swap/index'
