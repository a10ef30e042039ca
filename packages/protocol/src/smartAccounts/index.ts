export {
  type AccountSession,
  type AccountSessionsResponse,
  accountSessionSchema,
  accountSessionsResponseSchema,
  type RevokeSessionRequest,
  type RevokeSessionResponse,
  revokeSessionRequestSchema,
  revokeSessionResponseSchema,
  sessionPermissionSchema,
} from './accountSessions'
export { bundlerFeesPerGas, type FeesPerGas } from './bundlerFeesPerGas'
export { DEV_PAYMASTER_SIGNER, DEV_PAYMASTER_SIGNER_KEY } from './devPaymasterSigner'
export { DEV_RELAYER, DEV_RELAYER_KEY } from './devRelayer'
export { foyerAccountAbi, foyerAccountFactoryAbi } from './foyerAccountAbi'
export {
  ANY_FUNCTION,
  ANY_TARGET,
  encodeSessionSignature,
  foyerAccountMessage,
  revokeSessionTypedData,
  sessionPeriodIndex,
  VALUE_TRANSFER,
} from './foyerAccountSignatures'
export { type GasSponsorshipPolicy, gasSponsorshipPolicySchema } from './gasSponsorship'
export {
  type PermissionGrant,
  parseGrantPermissions,
  parseRevokePermissions,
  type SessionPermission,
} from './permissionRequests'
export {
  BUNDLER_METHODS,
  type SmartAccountNetwork,
  type SmartAccountNetworksResponse,
  smartAccountNetworkSchema,
  smartAccountNetworksResponseSchema,
} from './smartAccountNetworks'
export { type FoyerSessionAccountParameters, toFoyerSessionAccount } from './toFoyerSessionAccount'
export { type FoyerSmartAccountParameters, toFoyerSmartAccount } from './toFoyerSmartAccount'
export {
  CALLS_STATUS,
  MAX_CALLS_PER_BATCH,
  parseCallsId,
  parseGetCapabilities,
  parseSendCalls,
  type SendCallsRequest,
  type WalletCall,
} from './walletCalls'
