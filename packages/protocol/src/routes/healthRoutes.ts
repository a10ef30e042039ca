import { healthResponseSchema } from '../health'
import { defineRoute } from './defineRoute'

/** `GET /health`: the database and each chain (200 ok, 503 when a part is down). */
export const HEALTH_ROUTES = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    access: 'public',
    response: healthResponseSchema,
  }),
} as const
