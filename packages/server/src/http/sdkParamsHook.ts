import type { FastifyInstance } from 'fastify'
import type { ProjectLookup } from '../projects/cachedProjectLookup'
import { ApiError } from './apiError'
import { clientAddress } from './clientAddress'
import { parseSdkParams } from './parseSdkParams'
import './requestProject'
import { isPublicRequest } from './route'
import { unknownProjectLimit } from './unknownProjectLimit'
import type { WindowCounter } from './windowCounter'

/**
 * Checks projectId, st and sv on every project route (access `project` or `frame` in its
 * contract, and CORS preflights of those too, which carry the same query string) and attaches the
 * project to the request, looked up through `lookup` (cached: cachedProjectLookup). A client that
 * named UNKNOWN_PROJECT_LIMIT_PER_MINUTE unknown projects in a minute gets 429 RATE_LIMITED
 * without a lookup (counted in `unknownCounter` when given: with REDIS_URL, across nodes). Unknown
 * routes fall through to the JSON 404. Register before CORS and rate limiting.
 */
export function sdkParamsHook(
  app: FastifyInstance,
  { lookup, unknownCounter }: { lookup: ProjectLookup; unknownCounter?: WindowCounter },
) {
  const unknownLimit = unknownProjectLimit(unknownCounter ? { counter: unknownCounter } : {})
  app.decorateRequest('project', null)
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404 || isPublicRequest(request)) return
    const { projectId } = parseSdkParams(request.query)
    const client = clientAddress(request)
    const retryAfter = await unknownLimit.retryAfterSeconds(client)
    if (retryAfter > 0) {
      reply.header('retry-after', String(retryAfter))
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `Too many requests for unknown projects; retry in ${retryAfter} s`,
      )
    }
    const project = await lookup(projectId)
    if (!project) {
      await unknownLimit.hit(client)
      throw new ApiError(403, 'UNKNOWN_PROJECT', { params: { projectId } })
    }
    request.project = project
  })
}
