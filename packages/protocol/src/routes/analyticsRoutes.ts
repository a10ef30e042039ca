import { defineRoute } from './defineRoute'

/** Error analytics: `POST /e` records one error event (204), when the project has analytics on. */
export const ANALYTICS_ROUTES = {
  errorEvent: defineRoute({ method: 'POST', path: '/e', access: 'project' }),
} as const
