import type { HealthResponse } from '@foyer/protocol'
import { HEALTH_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { route } from '../http/route'
import type { Database } from '../store/database'
import { type ChainProbe, checkChain } from './checkChain'
import { checkDatabase } from './checkDatabase'

export interface HealthRouteOptions {
  db: Database
  chains: ChainProbe[]
  timeoutMs: number
}

/** `GET /health`: 200 `ok`, or 503 `degraded` with the failing checks' errors. */
export function healthRoute(app: FastifyInstance, { db, chains, timeoutMs }: HealthRouteOptions) {
  route(app, HEALTH_ROUTES.health, async (_, reply) => {
    const [database, chainChecks] = await Promise.all([
      checkDatabase(db, timeoutMs),
      Promise.all(chains.map((chain) => checkChain(chain, timeoutMs))),
    ])
    const ok = database.ok && chainChecks.every((chain) => chain.ok)
    const body: HealthResponse = {
      status: ok ? 'ok' : 'degraded',
      checks: { database, chains: chainChecks },
    }
    return reply.status(ok ? 200 : 503).send(body)
  })
}
