import type { FastifyInstance } from 'fastify'
import type { Database } from '../store/database'
import { accountBalances } from './balance/accountBalances'
import { balanceRoute } from './balance/balanceRoute'
import type { ChainClients } from './chainClients'
import type { ChainRegistry } from './chainRegistry'
import { historyRoutes } from './history/historyRoutes'
import { identityRoute } from './identity/identityRoute'
import { type IdentitySource, NO_IDENTITY } from './identity/identitySource'
import { cachedPriceSource } from './prices/cachedPriceSource'
import { oraclePriceSource } from './prices/oraclePriceSource'
import { priceRoute } from './prices/priceRoute'
import type { PriceSource } from './prices/priceSource'
import { DEFAULT_RPC_POLICY, type RpcPolicy } from './rpc/rpcPolicy'
import { rpcProxyRoute } from './rpc/rpcProxyRoute'
import { solanaAccountBalances } from './solana/solanaAccountBalances'
import type { SolanaChainRegistry } from './solana/solanaChainRegistry'
import { supportedChainsRoute } from './supportedChainsRoute'

export interface ChainRoutesDeps {
  /** Where the indexer keeps history and NFT owners. */
  db: Database
  registry: ChainRegistry
  /** The Solana chains the balance route serves (SOLANA_RPC_URLS with the deployments). */
  solanaRegistry: SolanaChainRegistry
  /** The viem clients the API reads the chains with (made once by createApp, with rpcPolicy). */
  clients: ChainClients
  /** The API's public URL: token icon URLs point at its image routes. */
  publicApiUrl: string
  /** The clock of the balance cache (tests move it). */
  now?: () => Date
  /** How the API calls the nodes; default: the product’s (3 retries from 150 ms, 10 s timeout). */
  rpcPolicy?: RpcPolicy
  /** Where prices come from; default: each chain's FoyerPriceOracle. */
  priceSource?: PriceSource
  /** Names and avatars; default: none (the names service comes later). */
  identity?: IdentitySource
  /** How long balances are kept; default: the product’s default cache lifetime. */
  balanceLifetimeMs?: number
  /** The account on-ramp deliveries come from (the history's `onramp` entries). */
  onrampSender?: string
}

/**
 * The blockchain data API (docs/product.md): `GET /v1/supported-chains`, the JSON-RPC proxy `POST /v1`,
 * `GET /v1/account/{address}/balance`, `POST /v1/fungible/price`, `GET /v1/identity/{address}`,
 * and from the indexer's tables `GET /v1/account/{account}/history` and `…/nfts`.
 * Every one is a project route (projectId, st, sv; rate limited when registered after the limit).
 */
export async function chainRoutes(app: FastifyInstance, deps: ChainRoutesDeps): Promise<void> {
  const { registry, publicApiUrl } = deps
  const policy = deps.rpcPolicy ?? DEFAULT_RPC_POLICY
  const { clients } = deps
  const priceSource = deps.priceSource ?? cachedPriceSource(oraclePriceSource(clients))
  const balances = accountBalances({
    clients,
    priceSource,
    now: deps.now ?? (() => new Date()),
    ...(deps.balanceLifetimeMs === undefined ? {} : { lifetimeMs: deps.balanceLifetimeMs }),
  })
  supportedChainsRoute(app, { registry, solanaRegistry: deps.solanaRegistry })
  await rpcProxyRoute(app, { registry, policy })
  const solanaBalances = solanaAccountBalances({
    registry,
    priceSource,
    policy,
    now: deps.now ?? (() => new Date()),
    ...(deps.balanceLifetimeMs === undefined ? {} : { lifetimeMs: deps.balanceLifetimeMs }),
  })
  balanceRoute(app, {
    registry,
    balances,
    solana: { registry: deps.solanaRegistry, balances: solanaBalances },
    publicApiUrl,
  })
  priceRoute(app, { registry, priceSource, publicApiUrl })
  identityRoute(app, { source: deps.identity ?? NO_IDENTITY })
  historyRoutes(app, {
    db: deps.db,
    registry,
    prices: priceSource,
    now: deps.now,
    ...(deps.onrampSender ? { onrampSender: deps.onrampSender } : {}),
  })
}
