import type { FastifyInstance } from 'fastify'
import { requestProject } from '../http/requestProject'

/**
 * `GET /getAnalyticsConfig` → `{isAnalyticsEnabled}`: the operator's choice for the project,
 * else `analyticsDefault` (ANALYTICS_ENABLED, false unless set).
 */
export function analyticsConfigRoute(
  app: FastifyInstance,
  { analyticsDefault }: { analyticsDefault: boolean },
) {
  app.get('/getAnalyticsConfig', async (request) => ({
    isAnalyticsEnabled: requestProject(request).analyticsEnabled ?? analyticsDefault,
  }))
}
