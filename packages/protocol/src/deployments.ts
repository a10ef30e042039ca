import { z } from 'zod'

/** A 20-byte EVM address, `0x` + 40 hex digits (any case). */
const evmAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed 20-byte hex address')
  .transform((value) => value as `0x${string}`)

/** One ERC-20 token the dev stack deployed. */
export const tokenDeploymentSchema = z.object({
  address: evmAddressSchema,
  name: z.string().min(1),
  symbol: z.string().min(1),
  decimals: z.number().int().min(0).max(255),
})
export type TokenDeployment = z.infer<typeof tokenDeploymentSchema>

/** The contracts deployed on one chain, and where that chain answers JSON-RPC. */
export const chainDeploymentSchema = z.object({
  chainId: z.number().int().positive(),
  rpcUrl: z.url({ protocol: /^https?$/ }),
  tokens: z.array(tokenDeploymentSchema),
})
export type ChainDeployment = z.infer<typeof chainDeploymentSchema>

/**
 * `<DATA_DIR>/deployments.json`: written by the dev chain deployer, served by the API at
 * `GET /dev/deployments`. One entry per chain id.
 */
export const deploymentsSchema = z.object({
  chains: z
    .array(chainDeploymentSchema)
    .refine(
      (chains) => new Set(chains.map((chain) => chain.chainId)).size === chains.length,
      'Each chain id may appear only once',
    ),
})
export type Deployments = z.infer<typeof deploymentsSchema>
