import type { BalanceResponse } from '@foyer/protocol'
import { CHAIN_DATA_ROUTES, parseCaipNetworkId } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../http/apiError'
import { parseSdkParams } from '../../http/parseSdkParams'
import { route } from '../../http/route'
import type { ChainRegistry } from '../chainRegistry'
import { parseAccountAddress } from '../parseAccountAddress'
import { parseCurrency } from '../parseCurrency'
import { requireChain } from '../requireChain'
import { parseSolanaAddress } from '../solana/parseSolanaAddress'
import type { SolanaAccountBalances } from '../solana/solanaAccountBalances'
import type { SolanaChainRegistry } from '../solana/solanaChainRegistry'
import { tokenIconUrl } from '../tokenIconUrl'
import type { AccountBalances, AccountBalancesAnswer } from './accountBalances'

export interface BalanceRouteDeps {
  registry: ChainRegistry
  balances: AccountBalances
  /** The Solana chains (`chainId=solana:…`) and how their balances are read. */
  solana: { registry: SolanaChainRegistry; balances: SolanaAccountBalances }
  publicApiUrl: string
}

/**
 * `GET /v1/account/{address}/balance?currency=usd&chainId=eip155:31337&forceUpdate=true`
 * (docs/product.md) → `{ balances }`: the native coin, then every token of the chain's list the account holds,
 * priced in `currency`. Answers are kept for the default cache lifetime per (chain, address,
 * currency); `forceUpdate=true` reads again. A Solana chain (`chainId=solana:<reference>`) answers
 * SOL and its listed SPL tokens the same way (solana/solanaAccountBalances.ts), for a base58
 * address. A bad address, currency or forceUpdate is a 400
 * INVALID_PARAMS, a chain this API does not serve a 400 'Unsupported chain', a failing node a
 * 502 BALANCE_UNAVAILABLE (the modal's 'Token Balance Unavailable').
 */
export function balanceRoute(
  app: FastifyInstance,
  { registry, balances, solana, publicApiUrl }: BalanceRouteDeps,
): void {
  // The JSON of each kept answer per project (its icon URLs carry the project): a kept answer is
  // shared by every request until it expires, and so is its JSON.
  const bodies = new WeakMap<AccountBalancesAnswer, Map<string, string>>()
  route(app, CHAIN_DATA_ROUTES.balance, async (request, reply): Promise<string> => {
    const { chainId } = request.query
    let answer: AccountBalancesAnswer
    if (typeof chainId === 'string' && chainId.startsWith('solana:')) {
      const currency = parseCurrency(request.query.currency)
      const refresh = parseForceUpdate(request.query.forceUpdate)
      const chain = await requireSolanaChain(solana.registry, chainId)
      const owner = parseSolanaAddress(request.params.address)
      answer = await solana.balances(chain, owner, currency, refresh)
    } else {
      const account = parseAccountAddress(request.params.address)
      const currency = parseCurrency(request.query.currency)
      const refresh = parseForceUpdate(request.query.forceUpdate)
      const chain = await requireChain(registry, chainId)
      answer = await balances(chain, account, currency, refresh)
    }
    for (const warning of answer.warnings) request.log.warn(warning)
    const sdk = parseSdkParams(request.query)
    const sdkKey = `${sdk.projectId} ${sdk.st} ${sdk.sv}`
    let byProject = bodies.get(answer)
    if (!byProject) {
      byProject = new Map()
      bodies.set(answer, byProject)
    }
    let body = byProject.get(sdkKey)
    if (body === undefined) {
      const response: BalanceResponse = {
        balances: answer.balances.map((balance) => ({
          ...balance,
          iconUrl: tokenIconUrl(publicApiUrl, balance.symbol, sdk),
        })),
      }
      body = JSON.stringify(response)
      if (byProject.size >= MAX_BODIES_PER_ANSWER) byProject.clear()
      byProject.set(sdkKey, body)
    }
    // A string with a JSON content type is sent as it is.
    reply.type('application/json; charset=utf-8')
    return body
  })
}

/** The most projects' JSON kept of one answer (an account asked through many projects). */
const MAX_BODIES_PER_ANSWER = 16

function parseForceUpdate(value: unknown): boolean {
  if (value === undefined || value === '' || value === 'false') return false
  if (value === 'true') return true
  throw new ApiError(
    400,
    'INVALID_PARAMS',
    `forceUpdate must be true or false, got ${JSON.stringify(value)}`,
  )
}

/** The served Solana chain `solana:<reference>` names; else 400 (as requireChain answers). */
async function requireSolanaChain(registry: SolanaChainRegistry, value: string) {
  if (!parseCaipNetworkId(value)) {
    throw new ApiError(
      400,
      'INVALID_PARAMS',
      `chainId must be a CAIP-2 network id such as eip155:1, or a chain id, got ${JSON.stringify(value)}`,
    )
  }
  const chain = await registry.get(value)
  if (!chain) throw new ApiError(400, 'UNSUPPORTED_CHAIN', 'Unsupported chain')
  return chain
}
