export { bundlerFeesPerGas, type FeesPerGas } from './bundlerFeesPerGas'
export { DEV_PAYMASTER_SIGNER, DEV_PAYMASTER_SIGNER_KEY } from './devPaymasterSigner'
export { foyerAccountAbi, foyerAccountFactoryAbi } from './foyerAccountAbi'
export {
  ANY_FUNCTION,
  encodeSessionSignature,
  foyerAccountMessage,
  sessionPeriodIndex,
  VALUE_TRANSFER,
} from './foyerAccountSignatures'
export { type GasSponsorshipPolicy, gasSponsorshipPolicySchema } from './gasSponsorship'
export {
  BUNDLER_METHODS,
  type SmartAccountNetwork,
  type SmartAccountNetworksResponse,
  smartAccountNetworkSchema,
  smartAccountNetworksResponseSchema,
} from './smartAccountNetworks'
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
