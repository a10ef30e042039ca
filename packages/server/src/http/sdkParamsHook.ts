import type { FastifyInstance } from 'fastify'
import { ApiError } from '../app/apiError'
import { getProject } from '../projects/getProject'
import type { Database } from '../store/database'
import { parseSdkParams } from './parseSdkParams'
import { isPublicRequest } from './publicPaths'
import './requestProject'

/**
 * Checks projectId, st and sv on every project route (everything but /health and /dev/*, and
 * CORS preflights too, which carry the same query string) and attaches the project to the
 * request. Unknown routes fall through to the JSON 404. Register before CORS and rate limiting.
 */
export function sdkParamsHook(app: FastifyInstance, { db }: { db: Database }) {
  app.decorateRequest('project', null)
  app.addHook('onRequest', async (request) => {
    if (request.is404 || isPublicRequest(request)) return
    const { projectId } = parseSdkParams(request.query)
    const project = await getProject(db, projectId)
    if (!project) {
      throw new ApiError(403, 'UNKNOWN_PROJECT', `No project has the id ${projectId}`)
    }
    request.project = project
  })
}
