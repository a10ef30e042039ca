import cors from '@fastify/cors'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Config } from '../config/loadConfig'
import { deploymentsRoute } from '../dev/deploymentsRoute'
import { chainProbe } from '../health/checkChain'
import { healthRoute } from '../health/healthRoute'
import type { Database } from '../store/database'
import { errorHandlers } from './errorHandlers'

export interface AppDeps {
  db: Database
  /** Per-check timeout of `GET /health`. */
  healthTimeoutMs?: number
}

export const HEALTH_TIMEOUT_MS = 2_000

/** The API as a Fastify instance, not listening yet (tests use `app.inject`). */
export async function createApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel } })
  errorHandlers(app)
  await app.register(cors, { origin: config.demoOrigins })
  const timeoutMs = deps.healthTimeoutMs ?? HEALTH_TIMEOUT_MS
  healthRoute(app, {
    db: deps.db,
    chains: config.chains.map((chain) => chainProbe(chain, timeoutMs)),
    timeoutMs,
  })
  deploymentsRoute(app, { file: config.deploymentsFile })
  return app
}
