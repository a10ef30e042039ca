import type { FastifyInstance } from 'fastify'
import { requestProject } from '../http/requestProject'

/** `GET /projects/v1/origins` → `{allowedOrigins}`: the project's entries, wildcards as stored. */
export function originsRoute(app: FastifyInstance) {
  app.get('/projects/v1/origins', async (request) => ({
    allowedOrigins: requestProject(request).allowedOrigins,
  }))
}
