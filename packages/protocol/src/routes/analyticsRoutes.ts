import { errorEventResponseSchema, errorEventSchema } from '../analytics/errorEvent'
import { defineRoute } from './defineRoute'

/** Error analytics: `POST /e` records one error event (202), when the project has analytics on. */
export const ANALYTICS_ROUTES = {
  errorEvent: defineRoute({
    method: 'POST',
    path: '/e',
    access: 'project',
    body: errorEventSchema,
    response: errorEventResponseSchema,
  }),
} as const
