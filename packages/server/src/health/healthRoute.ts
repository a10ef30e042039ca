import type { HealthResponse } from '@foyer/protocol'
import { HEALTH_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { route } from '../http/route'
import type { Database } from '../store/database'
import { type ChainProbe, checkChain } from './checkChain'
import { checkDatabase } from './checkDatabase'
import { checkRedis } from './checkRedis'

export interface HealthRouteOptions {
  db: Database
  chains: ChainProbe[]
  timeoutMs: number
  /** With REDIS_URL: the limits' connection, reported as `checks.redis`. */
  redis?: Redis
}

/**
 * `GET /health`: 200 `ok`, or 503 `degraded` with the failing checks' errors. With REDIS_URL,
 * `checks.redis` says whether Redis answers `PING`; without it the node runs degraded (limits
 * counted per node, no cross-node relay delivery until ioredis reconnects).
 */
export function healthRoute(
  app: FastifyInstance,
  { db, chains, timeoutMs, redis }: HealthRouteOptions,
) {
  route(app, HEALTH_ROUTES.health, async (_, reply) => {
    const [database, chainChecks, redisCheck] = await Promise.all([
      checkDatabase(db, timeoutMs),
      Promise.all(chains.map((chain) => checkChain(chain, timeoutMs))),
      redis ? checkRedis(redis, timeoutMs) : undefined,
    ])
    const ok = database.ok && chainChecks.every((chain) => chain.ok) && (redisCheck?.ok ?? true)
    const body: HealthResponse = {
      status: ok ? 'ok' : 'degraded',
      checks: { database, chains: chainChecks, ...(redisCheck ? { redis: redisCheck } : {}) },
    }
    return reply.status(ok ? 200 : 503).send(body)
  })
}
