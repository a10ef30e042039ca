import { remoteConfigResponseSchema } from '../remoteFeatureSchemas'
import { allowedOriginsResponseSchema, analyticsConfigResponseSchema } from '../sdkParams'
import { defineRoute } from './defineRoute'

/** A project's remote configuration: its features, allowed origins and analytics switch. */
export const REMOTE_CONFIG_ROUTES = {
  config: defineRoute({
    method: 'GET',
    path: '/appkit/v1/config',
    access: 'project',
    response: remoteConfigResponseSchema,
  }),
  /** The frame checks its parent against these too. */
  allowedOrigins: defineRoute({
    method: 'GET',
    path: '/projects/v1/origins',
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
