import type { FastifyInstance } from 'fastify'
import { getProject } from '../projects/getProject'
import type { Database } from '../store/database'
import { ApiError } from './apiError'
import { parseSdkParams } from './parseSdkParams'
import './requestProject'
import { isPublicRequest } from './route'

/**
 * Checks projectId, st and sv on every project route (access `project` or `frame` in its
 * contract, and CORS preflights of those too, which carry the same query string) and attaches the
 * project to the request. Unknown routes fall through to the JSON 404. Register before CORS and rate limiting.
 */
export function sdkParamsHook(app: FastifyInstance, { db }: { db: Database }) {
  app.decorateRequest('project', null)
  app.addHook('onRequest', async (request) => {
    if (request.is404 || isPublicRequest(request)) return
    const { projectId } = parseSdkParams(request.query)
    const project = await getProject(db, projectId)
    if (!project) {
      throw new ApiError(403, 'UNKNOWN_PROJECT', { params: { projectId } })
    }
    request.project = project
  })
}
