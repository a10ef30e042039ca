import type { FastifyInstance } from 'fastify'
import { analyticsConfigRoute } from './analyticsConfigRoute'
import { configRoute } from './configRoute'
import { originsRoute } from './originsRoute'

/** The configuration calls of spec §7: features, allowed origins, analytics switch. */
export function remoteConfigRoutes(app: FastifyInstance, options: { analyticsDefault: boolean }) {
  configRoute(app)
  originsRoute(app)
  analyticsConfigRoute(app, options)
}
