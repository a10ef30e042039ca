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
export {
  type ChainDeployment,
  chainDeploymentSchema,
  type Deployments,
  deploymentsSchema,
  type TokenDeployment,
  tokenDeploymentSchema,
} from './deployments'
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
  type ChainHealth,
  chainHealthSchema,
  type DatabaseHealth,
  databaseHealthSchema,
  HEALTH_STATUSES,
  type HealthResponse,
  type HealthStatus,
  healthResponseSchema,
} from './health'
export { isOriginAllowed } from './origins'
export {
  DEFAULT_REMOTE_FEATURES,
  REMOTE_SOCIALS,
  type RemoteConfigResponse,
  type RemoteFeature,
  type RemoteFeatureId,
  type RemoteSocial,
  remoteConfigResponseSchema,
  remoteFeatureSchema,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from './remoteFeatures'
export {
  type ApiError,
  allowedOriginsResponseSchema,
  analyticsConfigResponseSchema,
  apiErrorSchema,
  projectIdSchema,
  SDK_TYPE,
  SDK_VERSION,
  type SdkParams,
  sdkParamsSchema,
} from './sdkParams'
