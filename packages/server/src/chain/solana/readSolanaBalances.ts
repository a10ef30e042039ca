import { z } from 'zod'
import type { RpcPolicy } from '../rpc/rpcPolicy'
import type { RegisteredSolanaChain } from './solanaChainRegistry'
import { solanaJsonRpc } from './solanaJsonRpc'

/** The SPL Token program and Token-2022: an account's tokens live under either. */
export const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

/** An amount one Solana account holds: SOL (`native`) or an SPL token (its mint). */
export interface SolanaAssetAmount {
  asset: 'native' | string
  name: string
  symbol: string
  decimals: number
  amount: bigint
}

const balanceSchema = z.object({ value: z.number().int().nonnegative() })
const tokenAccountsSchema = z.object({
  value: z.array(
    z.object({
      account: z.object({
        data: z.object({
          parsed: z.object({
            info: z.object({
              mint: z.string(),
              tokenAmount: z.object({ amount: z.string().regex(/^\d+$/) }),
            }),
          }),
        }),
      }),
    }),
  ),
})

/**
 * What `owner` holds on a Solana chain, read in ONE JSON-RPC batch: `getBalance`, and
 * `getTokenAccountsByOwner` (jsonParsed) under the SPL Token and Token-2022 programs. SOL
 * first (always), then each listed token with a non-zero balance (its token accounts summed),
 * in list order. A failing node or an answer of another shape throws.
 */
export async function readSolanaBalances(
  chain: RegisteredSolanaChain,
  owner: string,
  policy: RpcPolicy,
): Promise<SolanaAssetAmount[]> {
  const config = { commitment: 'confirmed' }
  const [balance, ...tokenAccounts] = await solanaJsonRpc(
    chain.rpcUrl,
    [
      { method: 'getBalance', params: [owner, config] },
      ...TOKEN_PROGRAMS.map((programId) => ({
        method: 'getTokenAccountsByOwner',
        params: [owner, { programId }, { ...config, encoding: 'jsonParsed' }],
      })),
    ],
    policy,
  )
  const lamports = balanceSchema.safeParse(balance)
  if (!lamports.success) throw new Error('getBalance answered no lamports')
  const held = new Map<string, bigint>()
  for (const answer of tokenAccounts) {
    const parsed = tokenAccountsSchema.safeParse(answer)
    if (!parsed.success)
      throw new Error('getTokenAccountsByOwner answered no parsed token accounts')
    for (const { account } of parsed.data.value) {
      const { mint, tokenAmount } = account.data.parsed.info
      held.set(mint, (held.get(mint) ?? 0n) + BigInt(tokenAmount.amount))
    }
  }
  const amounts: SolanaAssetAmount[] = [
    { asset: 'native', ...chain.nativeCurrency, amount: BigInt(lamports.data.value) },
  ]
  for (const token of chain.tokens) {
    const amount = held.get(token.mint) ?? 0n
    if (amount === 0n) continue
    const { mint, name, symbol, decimals } = token
    amounts.push({ asset: mint, name, symbol, decimals, amount })
  }
  return amounts
}
