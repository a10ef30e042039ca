import { z } from 'zod'
import { evmAddressSchema } from './chainData/evmAddress'
import { solanaAddressSchema } from './solana/solanaAddress'

/** One ERC-20 token the dev stack deployed. */
export const tokenDeploymentSchema = z.object({
  address: evmAddressSchema,
  name: z.string().min(1),
  symbol: z.string().min(1),
  decimals: z.number().int().min(0).max(255),
})
export type TokenDeployment = z.infer<typeof tokenDeploymentSchema>

/** One ERC-721 collection the dev stack deployed; `tokenURI(id)` is `baseUri` + id. */
export const collectibleDeploymentSchema = z.object({
  address: evmAddressSchema,
  name: z.string().min(1),
  symbol: z.string().min(1),
  baseUri: z.url({ protocol: /^https?$/ }),
})
export type CollectibleDeployment = z.infer<typeof collectibleDeploymentSchema>

/**
 * The dev stack's ERC-721 collection, the same on every dev chain: the dev chain deployer mints
 * token ids 1 to `supply` to the test accounts, and the API serves their metadata in dev mode.
 */
export const DEV_COLLECTION = { name: 'Foyer Collectibles', symbol: 'FOYC', supply: 30 } as const

/** Where the API serves the dev collection's metadata (`GET …/{chainId}/{tokenId}`). */
export const DEV_COLLECTIBLES_PATH = '/dev/collectibles'

/**
 * The dev collection's base URI on one chain, `{publicApiUrl}/dev/collectibles/{chainId}/`:
 * its `tokenURI(id)` is this followed by the decimal id.
 */
export function devCollectiblesBaseUri(publicApiUrl: string, chainId: number): string {
  return `${publicApiUrl.replace(/\/+$/, '')}${DEV_COLLECTIBLES_PATH}/${chainId}/`
}

/**
 * The ENS contracts of a dev chain (names in other apps): the registry, the offchain resolver of
 * the names zone (and of `reverse`), answered by the API's CCIP-read gateway at `gatewayUrl`
 * with answers signed by `gatewaySigner`, and the Universal Resolver viem's ENS actions call.
 */
export const ensDeploymentSchema = z.object({
  registry: evmAddressSchema,
  offchainResolver: evmAddressSchema,
  universalResolver: evmAddressSchema,
  zone: z.string().min(1),
  gatewayUrl: z.string().regex(/^https?:\/\/.+\{sender\}.*\{data\}/),
  gatewaySigner: evmAddressSchema,
})
export type EnsDeployment = z.infer<typeof ensDeploymentSchema>

/**
 * The ERC-4337 contracts of a chain (`@account-abstraction/contracts` 0.8): EntryPoint 0.8 at its
 * canonical address, the SimpleAccount factory (one owner key per account, deployed with its
 * first user operation), Simple7702Account, the code an EOA delegates to with EIP-7702,
 * FoyerPaymaster and the FoyerAccount factory.
 */
export const smartAccountsDeploymentSchema = z.object({
  entryPoint: evmAddressSchema,
  simpleAccountFactory: evmAddressSchema,
  simple7702Account: evmAddressSchema,
  /** Pays the gas of operations the paymaster's signer (the server, within the policy) approved. */
  paymaster: evmAddressSchema,
  /**
   * Creates FoyerAccounts (`createAccount(owner, salt)`, `getAddress(owner, salt)`), the smart
   * account of embedded-wallet visitors: a SimpleAccount with ERC-1271 and session keys.
   */
  foyerAccountFactory: evmAddressSchema,
})
export type SmartAccountsDeployment = z.infer<typeof smartAccountsDeploymentSchema>

/**
 * A chain's Uniswap V2 market (the dev chains deploy it from the npm artifacts): the factory, the
 * wrapped native coin the router trades the coin through, and Router02, which the swap API's
 * built-in provider quotes and builds swaps with.
 */
export const swapDeploymentSchema = z.object({
  factory: evmAddressSchema,
  router: evmAddressSchema,
  weth: evmAddressSchema,
  /**
   * The Uniswap V3 market over the same WETH: its factory, SwapRouter (`exactInputSingle`,
   * `multicall`, `unwrapWETH9`) and QuoterV2 (`quoteExactInputSingle`).
   */
  v3: z
    .object({ factory: evmAddressSchema, router: evmAddressSchema, quoter: evmAddressSchema })
    .optional(),
})
export type SwapDeployment = z.infer<typeof swapDeploymentSchema>

/**
 * The contracts deployed on one chain, and where that chain answers JSON-RPC. `priceOracle` is
 * the FoyerPriceOracle the embedded price source reads (`priceOf(asset, currency)`, 8 decimals,
 * asset `0x0…0` is the native coin).
 */
export const chainDeploymentSchema = z.object({
  chainId: z.number().int().positive(),
  rpcUrl: z.url({ protocol: /^https?$/ }),
  tokens: z.array(tokenDeploymentSchema),
  priceOracle: evmAddressSchema.optional(),
  collectibles: z.array(collectibleDeploymentSchema).optional(),
  ens: ensDeploymentSchema.optional(),
  smartAccounts: smartAccountsDeploymentSchema.optional(),
  swap: swapDeploymentSchema.optional(),
})
export type ChainDeployment = z.infer<typeof chainDeploymentSchema>

/**
 * One SPL token of a Solana chain: its mint, and (optional) the EVM asset whose price it takes
 * from the price source of the chain `SolanaDeployment.prices` names (the dev FUSD on Solana is
 * priced as the dev FUSD).
 */
export const solanaTokenDeploymentSchema = z.object({
  mint: solanaAddressSchema,
  name: z.string().min(1),
  symbol: z.string().min(1),
  decimals: z.number().int().min(0).max(255),
  priceAs: evmAddressSchema.optional(),
})
export type SolanaTokenDeployment = z.infer<typeof solanaTokenDeploymentSchema>

/**
 * A Solana chain the dev stack runs (the dev SVM): its CAIP-2 id, where it answers JSON-RPC, its
 * SPL tokens, and the EVM chain whose price source prices its assets (SOL as `native`).
 */
export const solanaDeploymentSchema = z.object({
  caipNetworkId: z
    .string()
    .regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/, 'Expected solana:<32 base58 characters>')
    .transform((value) => value as `solana:${string}`),
  rpcUrl: z.url({ protocol: /^https?$/ }),
  tokens: z.array(solanaTokenDeploymentSchema),
  prices: z
    .object({ chainId: z.number().int().positive(), native: evmAddressSchema.optional() })
    .optional(),
})
export type SolanaDeployment = z.infer<typeof solanaDeploymentSchema>

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
  /** The Solana chains the dev stack runs (absent before issue 22 and with no dev SVM). */
  solana: z.array(solanaDeploymentSchema).optional(),
})
export type Deployments = z.infer<typeof deploymentsSchema>
