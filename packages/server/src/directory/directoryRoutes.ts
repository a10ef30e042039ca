import { DIRECTORY_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { route } from '../http/route'
import type { Database } from '../store/database'
import { parseWalletsQuery } from './parseWalletsQuery'
import { type WalletsCacheOptions, walletsCache } from './walletsCache'

export interface DirectoryRoutesDeps {
  db: Database
  /** Tuning of the in-process answer cache (tests shorten it). */
  cache?: WalletsCacheOptions
}

/**
 * `GET /getWallets` (docs/product.md) → `{data, count}`: page, entries, include, exclude, chains, search
 * and badge_type as described in parseWalletsQuery; `count` counts every match before paging.
 * Answers come from walletsCache: an import shows within a second on every node.
 */
export function directoryRoutes(app: FastifyInstance, { db, cache }: DirectoryRoutesDeps): void {
  const answers = walletsCache(db, cache)
  route(app, DIRECTORY_ROUTES.getWallets, async (request, reply) => {
    const query = parseWalletsQuery(request.query as Record<string, unknown>)
    const body = await answers.get(query)
    return reply.type('application/json; charset=utf-8').send(body)
  })
}
