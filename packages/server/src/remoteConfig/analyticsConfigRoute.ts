import { REMOTE_CONFIG_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { requestProject } from '../http/requestProject'
import { route } from '../http/route'

/**
 * `GET /getAnalyticsConfig` → `{isAnalyticsEnabled}`: the operator's choice for the project,
 * else `analyticsDefault` (ANALYTICS_ENABLED, false unless set).
 */
export function analyticsConfigRoute(
  app: FastifyInstance,
  { analyticsDefault }: { analyticsDefault: boolean },
) {
  route(app, REMOTE_CONFIG_ROUTES.analyticsConfig, async (request) => ({
    isAnalyticsEnabled: requestProject(request).analyticsEnabled ?? analyticsDefault,
  }))
}
