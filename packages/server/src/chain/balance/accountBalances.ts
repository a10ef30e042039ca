import { type Balance, DEFAULT_CACHE_LIFETIME_MS, type FiatCurrency } from '@foyer/protocol'
import type { Address } from 'viem'
import { errorMessage } from '../../health/errorMessage'
import { ApiError } from '../../http/apiError'
import type { ChainClients } from '../chainClients'
import type { RegisteredChain } from '../chainRegistry'
import type { PricedAsset, PriceSource } from '../prices/priceSource'
import { answerCache } from './answerCache'
import { balanceEntry } from './balanceEntry'
import { readBalances } from './readBalances'

/** A balance before its icon URL, which depends on the request's project. */
export type AccountBalance = Omit<Balance, 'iconUrl'>

export interface AccountBalancesAnswer {
  balances: AccountBalance[]
  /** What went wrong without failing the answer (for the log): unreadable tokens, no prices. */
  warnings: string[]
}

export interface AccountBalancesDeps {
  clients: ChainClients
  priceSource: PriceSource
  now: () => Date
  /** How long an answer is kept; the product’s default cache lifetime (5 minutes). */
  lifetimeMs?: number
}

export type AccountBalances = (
  chain: RegisteredChain,
  account: Address,
  currency: FiatCurrency,
  refresh: boolean,
) => Promise<AccountBalancesAnswer>

/**
 * What an account holds on a chain, priced: read from the node (readBalances) and the price
 * source, kept per (chain, account, currency) for the default cache lifetime; `refresh` reads
 * again. A failing node is a 502 BALANCE_UNAVAILABLE. When the price source fails, the balances
 * are answered unpriced (price and value 0, the schema's "no price known") with a warning, and
 * that answer is not kept, so the next request asks for prices again.
 */
export function accountBalances({
  clients,
  priceSource,
  now,
  lifetimeMs = DEFAULT_CACHE_LIFETIME_MS,
}: AccountBalancesDeps): AccountBalances {
  const cache = answerCache<AccountBalancesAnswer>({ lifetimeMs, now })
  return (chain, account, currency, refresh) =>
    cache.get(
      `${chain.chainId}|${account}|${currency}`,
      async () => {
        const warnings: string[] = []
        let read: Awaited<ReturnType<typeof readBalances>>
        try {
          read = await readBalances(clients(chain), chain, account)
        } catch (error) {
          throw new ApiError(
            502,
            'BALANCE_UNAVAILABLE',
            `Cannot read balances on ${chain.caipNetworkId}: ${errorMessage(error)}`,
          )
        }
        for (const token of read.failed) {
          warnings.push(
            `${token.symbol} (${token.address}) on ${chain.caipNetworkId} answered no balanceOf; left out`,
          )
        }
        let prices = new Map<PricedAsset, number>()
        let keep = true
        try {
          prices = await priceSource.prices(
            chain,
            read.amounts.map((entry) => entry.asset),
            currency,
            { fresh: refresh },
          )
        } catch (error) {
          warnings.push(`No prices on ${chain.caipNetworkId}: ${errorMessage(error)}`)
          keep = false
        }
        // No known price: price and value are 0 (never a made-up price).
        const balances = read.amounts.map((held) =>
          balanceEntry(chain.caipNetworkId, held, prices.get(held.asset) ?? 0),
        )
        return { value: { balances, warnings }, keep }
      },
      refresh,
    )
}
