import { REMOTE_CONFIG_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { requestProject } from '../http/requestProject'
import { route } from '../http/route'

/** `GET /projects/v1/origins` → `{allowedOrigins}`: the project's entries, wildcards as stored. */
export function originsRoute(app: FastifyInstance) {
  route(app, REMOTE_CONFIG_ROUTES.allowedOrigins, async (request) => ({
    allowedOrigins: requestProject(request).allowedOrigins,
  }))
}
