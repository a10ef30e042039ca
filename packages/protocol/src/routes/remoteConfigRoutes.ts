import { remoteConfigResponseSchema } from '../remoteFeatureSchemas'
import { allowedOriginsResponseSchema, analyticsConfigResponseSchema } from '../sdkParams'
import { defineRoute } from './defineRoute'
import { STARTUP_ROUTE_PATHS } from './startupRoutePaths'

/** A project's remote configuration: its features, allowed origins and analytics switch. */
export const REMOTE_CONFIG_ROUTES = {
  config: defineRoute({
    method: 'GET',
    path: STARTUP_ROUTE_PATHS.remoteConfig,
    access: 'project',
    response: remoteConfigResponseSchema,
  }),
  /** The frame checks its parent against these too. */
  allowedOrigins: defineRoute({
    method: 'GET',
    path: STARTUP_ROUTE_PATHS.allowedOrigins,
    access: 'frame',
    response: allowedOriginsResponseSchema,
  }),
  analyticsConfig: defineRoute({
    method: 'GET',
    path: '/getAnalyticsConfig',
    access: 'project',
    response: analyticsConfigResponseSchema,
  }),
} as const
