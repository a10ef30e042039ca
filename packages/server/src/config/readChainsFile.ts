import { readFileSync } from 'node:fs'
import {
  evmAddressSchema,
  isKnownEvmChain,
  type TokenDeployment,
  tokenDeploymentSchema,
} from '@foyer/protocol'
import { isAddress } from 'viem'
import { z } from 'zod'

/**
 * What CHAINS_FILE says about one chain: its token list, and where it answers when it is not in
 * CHAIN_RPC_URLS.
 */
export interface ChainsFileEntry {
  chainId: number
  rpcUrl: string | undefined
  tokens: TokenDeployment[]
  smartAccounts?: SmartAccountContracts
  swap?: SwapContracts
}

/**
 * A chain's smart account contracts, for a chain that is not a dev chain: EntryPoint 0.8 and the
 * FoyerAccount factory (smart accounts work where the chain also has a bundler); FoyerPaymaster
 * (gas sponsorship) and the EIP-7702 delegation when deployed.
 */
export const smartAccountContractsSchema = z.strictObject({
  entryPoint: evmAddressSchema,
  foyerAccountFactory: evmAddressSchema,
  paymaster: evmAddressSchema.optional(),
  simple7702Account: evmAddressSchema.optional(),
})
export type SmartAccountContracts = z.infer<typeof smartAccountContractsSchema>

/**
 * A chain's DEXes for the swap API's built-in provider: a Uniswap V2-compatible Router02 (Uniswap,
 * SushiSwap, PancakeSwap, …), whose `factory()` and `WETH()` it reads, and/or a Uniswap V3
 * SwapRouter with its QuoterV2 (v3-periphery's; `factory()` and `WETH9()`). It quotes each and
 * answers the better.
 */
export const swapContractsSchema = z
  .strictObject({
    routerV2: evmAddressSchema.optional(),
    routerV3: evmAddressSchema.optional(),
    quoterV3: evmAddressSchema.optional(),
  })
  .refine((swap) => (swap.routerV3 === undefined) === (swap.quoterV3 === undefined), {
    error: 'routerV3 and quoterV3 go together',
    path: ['quoterV3'],
  })
  .refine((swap) => swap.routerV2 !== undefined || swap.routerV3 !== undefined, {
    error: 'name routerV2, or routerV3 and quoterV3',
  })
export type SwapContracts = z.infer<typeof swapContractsSchema>

const entrySchema = z.strictObject({
  rpcUrl: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional(),
  tokens: z
    .array(
      tokenDeploymentSchema.refine((token) => isAddress(token.address), {
        error: 'the address has mixed case but not a valid EIP-55 checksum',
        path: ['address'],
      }),
    )
    .default([])
    .refine(
      (tokens) =>
        new Set(tokens.map((token) => token.address.toLowerCase())).size === tokens.length,
      'each token address may appear only once',
    ),
  smartAccounts: smartAccountContractsSchema.optional(),
  swap: swapContractsSchema.optional(),
})

const chainsFileSchema = z.record(z.string(), entrySchema).superRefine((chains, context) => {
  for (const key of Object.keys(chains)) {
    const message = !/^[1-9]\d{0,15}$/.test(key)
      ? 'expected a chain id (a positive integer) as the key'
      : !isKnownEvmChain(Number(key))
        ? `Unknown network: ${key}`
        : undefined
    if (message) context.addIssue({ code: 'custom', path: [key], message })
  }
})

/**
 * Reads CHAINS_FILE: a JSON object keyed by chain id, each `{ "rpcUrl"?: "https://…",
 * "tokens": [{ "address", "name", "symbol", "decimals" }], "smartAccounts"?: { "entryPoint",
 * "foyerAccountFactory", "paymaster"?, "simple7702Account"? }, "swap"?: { "routerV2"?, "routerV3"?, "quoterV3"? } }`. Throws an Error whose message names
 * the file and every problem (path and reason).
 */
export function readChainsFile(file: string): ChainsFileEntry[] {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    throw new Error(`cannot read ${file}: ${(error as Error).message}`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`)
  }
  const parsed = chainsFileSchema.safeParse(json)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const path = issue.path.map(String).join('.')
      return path === '' ? issue.message : `${path}: ${issue.message}`
    })
    throw new Error(`${file} is not a chains file: ${problems.join('; ')}`)
  }
  return Object.entries(parsed.data).map(([chainId, entry]) => ({
    chainId: Number(chainId),
    rpcUrl: entry.rpcUrl,
    tokens: entry.tokens,
    ...(entry.smartAccounts ? { smartAccounts: entry.smartAccounts } : {}),
    ...(entry.swap ? { swap: entry.swap } : {}),
  }))
}
