import type { FastifyRequest } from 'fastify'
import type { Project } from '../projects/project'

declare module 'fastify' {
  interface FastifyRequest {
    /** The project of a project route, set by the SDK-params hook; `null` on public routes. */
    project: Project | null
  }
}

/** The request's project; only project routes (see sdkParamsHook) may call this. */
export function requestProject(request: FastifyRequest): Project {
  if (!request.project) {
    throw new Error(`${request.method} ${request.url} is not a project route: it has no project`)
  }
  return request.project
}
