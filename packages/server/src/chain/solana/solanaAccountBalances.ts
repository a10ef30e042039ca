import { DEFAULT_CACHE_LIFETIME_MS, type FiatCurrency } from '@foyer/protocol'
import { errorMessage } from '../../health/errorMessage'
import { ApiError } from '../../http/apiError'
import type { AccountBalancesAnswer } from '../balance/accountBalances'
import { answerCache } from '../balance/answerCache'
import { balanceEntry } from '../balance/balanceEntry'
import type { ChainRegistry } from '../chainRegistry'
import type { PricedAsset, PriceSource } from '../prices/priceSource'
import type { RpcPolicy } from '../rpc/rpcPolicy'
import { readSolanaBalances } from './readSolanaBalances'
import type { RegisteredSolanaChain } from './solanaChainRegistry'

export interface SolanaAccountBalancesDeps {
  /** The EVM chains: a Solana chain's prices come from one of them (`prices.chainId`). */
  registry: ChainRegistry
  priceSource: PriceSource
  policy: RpcPolicy
  now: () => Date
  lifetimeMs?: number
}

export type SolanaAccountBalances = (
  chain: RegisteredSolanaChain,
  owner: string,
  currency: FiatCurrency,
  refresh: boolean,
) => Promise<AccountBalancesAnswer>

/**
 * What a Solana account holds, priced, in the EVM balance route's shape: read from the node
 * (readSolanaBalances), priced by the price source of the EVM chain the Solana chain names (SOL
 * as its `native` asset, each token as its `priceAs`), kept per (chain, owner, currency) for the
 * default cache lifetime. A failing node is a 502 BALANCE_UNAVAILABLE; failing prices answer
 * unpriced (0) with a warning, and that answer is not kept.
 */
export function solanaAccountBalances({
  registry,
  priceSource,
  policy,
  now,
  lifetimeMs = DEFAULT_CACHE_LIFETIME_MS,
}: SolanaAccountBalancesDeps): SolanaAccountBalances {
  const cache = answerCache<AccountBalancesAnswer>({ lifetimeMs, now })
  return (chain, owner, currency, refresh) =>
    cache.get(
      `${chain.caipNetworkId}|${owner}|${currency}`,
      async () => {
        let amounts: Awaited<ReturnType<typeof readSolanaBalances>>
        try {
          amounts = await readSolanaBalances(chain, owner, policy)
        } catch (error) {
          throw new ApiError(
            502,
            'BALANCE_UNAVAILABLE',
            `Cannot read balances on ${chain.caipNetworkId}: ${errorMessage(error)}`,
          )
        }
        const warnings: string[] = []
        let keep = true
        // Each Solana asset's stand-in on the pricing EVM chain.
        const priceAs = new Map<string, PricedAsset>()
        for (const { asset } of amounts) {
          const stand =
            asset === 'native'
              ? chain.prices?.native
              : chain.tokens.find((token) => token.mint === asset)?.priceAs
          if (stand) priceAs.set(asset, stand)
        }
        let prices = new Map<PricedAsset, number>()
        if (chain.prices && priceAs.size > 0) {
          try {
            const pricing = await registry.get(chain.prices.chainId)
            if (!pricing) throw new Error(`its price chain ${chain.prices.chainId} is not served`)
            prices = await priceSource.prices(pricing, [...new Set(priceAs.values())], currency, {
              fresh: refresh,
            })
          } catch (error) {
            warnings.push(`No prices on ${chain.caipNetworkId}: ${errorMessage(error)}`)
            keep = false
          }
        }
        const balances = amounts.map((held) => {
          const stand = priceAs.get(held.asset)
          return balanceEntry(chain.caipNetworkId, held, (stand && prices.get(stand)) ?? 0)
        })
        return { value: { balances, warnings }, keep }
      },
      refresh,
    )
}
