import type { BalanceResponse } from '@foyer/protocol'
import { CHAIN_DATA_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../http/apiError'
import { parseSdkParams } from '../../http/parseSdkParams'
import { route } from '../../http/route'
import type { ChainRegistry } from '../chainRegistry'
import { parseAccountAddress } from '../parseAccountAddress'
import { parseCurrency } from '../parseCurrency'
import { requireChain } from '../requireChain'
import { tokenIconUrl } from '../tokenIconUrl'
import type { AccountBalances } from './accountBalances'

export interface BalanceRouteDeps {
  registry: ChainRegistry
  balances: AccountBalances
  publicApiUrl: string
}

/**
 * `GET /v1/account/{address}/balance?currency=usd&chainId=eip155:31337&forceUpdate=true`
 * (docs/product.md) → `{ balances }`: the native coin, then every token of the chain's list the account holds,
 * priced in `currency`. Answers are kept for the default cache lifetime per (chain, address,
 * currency); `forceUpdate=true` reads again. A bad address, currency or forceUpdate is a 400
 * INVALID_PARAMS, a chain this API does not serve a 400 'Unsupported chain', a failing node a
 * 502 BALANCE_UNAVAILABLE (the modal's 'Token Balance Unavailable').
 */
export function balanceRoute(
  app: FastifyInstance,
  { registry, balances, publicApiUrl }: BalanceRouteDeps,
): void {
  route(app, CHAIN_DATA_ROUTES.balance, async (request): Promise<BalanceResponse> => {
    const account = parseAccountAddress(request.params.address)
    const currency = parseCurrency(request.query.currency)
    const refresh = parseForceUpdate(request.query.forceUpdate)
    const chain = await requireChain(registry, request.query.chainId)
    const answer = await balances(chain, account, currency, refresh)
    for (const warning of answer.warnings) request.log.warn(warning)
    const sdk = parseSdkParams(request.query)
    return {
      balances: answer.balances.map((balance) => ({
        ...balance,
        iconUrl: tokenIconUrl(publicApiUrl, balance.symbol, sdk),
      })),
    }
  })
}

function parseForceUpdate(value: unknown): boolean {
  if (value === undefined || value === '' || value === 'false') return false
  if (value === 'true') return true
  throw new ApiError(
    400,
    'INVALID_PARAMS',
    `forceUpdate must be true or false, got ${JSON.stringify(value)}`,
  )
}
