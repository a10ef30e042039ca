import { z } from 'zod'
import { evmAddressSchema } from '../chainData/evmAddress'
import { gasSponsorshipPolicySchema } from './gasSponsorship'

/**
 * One network where the embedded wallet's smart accounts work: a bundler serves it (the API's
 * `POST /v1/bundler?chainId=`) and its EntryPoint and FoyerAccount factory are known. `paymaster`:
 * the project's sponsored operations are paid by it (the API's `POST /v1/paymaster?chainId=`).
 */
export const smartAccountNetworkSchema = z
  .object({
    chainId: z.number().int().positive(),
    entryPoint: evmAddressSchema,
    accountFactory: evmAddressSchema,
    /** The code an EOA delegates to with EIP-7702 (batching at its own address). */
    delegation: evmAddressSchema.nullable(),
    paymaster: evmAddressSchema.nullable(),
  })
  .strict()
export type SmartAccountNetwork = z.infer<typeof smartAccountNetworkSchema>

/** `GET /v1/smart-accounts`: the networks with smart accounts, and the project's sponsorship. */
export const smartAccountNetworksResponseSchema = z
  .object({
    networks: z.array(smartAccountNetworkSchema),
    sponsorship: z.object({ isEnabled: z.boolean(), policy: gasSponsorshipPolicySchema }).strict(),
  })
  .strict()
export type SmartAccountNetworksResponse = z.infer<typeof smartAccountNetworksResponseSchema>

/** What the bundler route passes to a chain's bundler (ERC-4337's bundler RPC); nothing else. */
export const BUNDLER_METHODS = [
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
  'eth_chainId',
  // The gas price the bundler asks (alto's and Pimlico's API: bundlerFeesPerGas).
  'pimlico_getUserOperationGasPrice',
] as const
