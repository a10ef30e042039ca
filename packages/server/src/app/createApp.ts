import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance } from 'fastify'
import { errorEventsRoute } from '../analytics/errorEventsRoute'
import type { Config } from '../config/loadConfig'
import { deploymentsRoute } from '../dev/deploymentsRoute'
import { directoryRoutes } from '../directory/directoryRoutes'
import { chainProbe } from '../health/checkChain'
import { healthRoute } from '../health/healthRoute'
import { projectCors } from '../http/projectCors'
import { projectRateLimit } from '../http/projectRateLimit'
import { sdkParamsHook } from '../http/sdkParamsHook'
import { trustProxyOption } from '../http/trustProxyOption'
import { imageRoutes } from '../images/imageRoutes'
import { remoteConfigRoutes } from '../remoteConfig/remoteConfigRoutes'
import type { Database } from '../store/database'
import { errorHandlers } from './errorHandlers'

export interface AppDeps {
  db: Database
  /** Per-check timeout of `GET /health`. */
  healthTimeoutMs?: number
  /** The clock of the error analytics cap (tests move it). */
  now?: () => Date
}

export const HEALTH_TIMEOUT_MS = 2_000

/**
 * The API as a Fastify instance, not listening yet (tests use `app.inject`). Hook order on
 * every request: projectId/st/sv and the project (sdkParamsHook), CORS for that project, then
 * the rate limit of project routes.
 */
export async function createApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
  })
  errorHandlers(app)
  sdkParamsHook(app, { db: deps.db })
  await app.register(cors, projectCors(config.demoOrigins))

  const timeoutMs = deps.healthTimeoutMs ?? HEALTH_TIMEOUT_MS
  healthRoute(app, {
    db: deps.db,
    chains: config.chains.map((chain) => chainProbe(chain, timeoutMs)),
    timeoutMs,
  })
  deploymentsRoute(app, { file: config.deploymentsFile })

  // Every route registered from here on is rate limited (per project and client address).
  if (config.rateLimitPerMinute > 0) {
    await app.register(rateLimit, projectRateLimit(config.rateLimitPerMinute))
  }
  remoteConfigRoutes(app, { analyticsDefault: config.analyticsEnabled })
  errorEventsRoute(app, { db: deps.db, now: deps.now ?? (() => new Date()) })
  directoryRoutes(app, { db: deps.db })
  imageRoutes(app, { db: deps.db })
  return app
}
