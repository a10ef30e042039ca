import type { FastifyRequest } from 'fastify'

/**
 * Paths that carry no project: the health check and the dev helpers. Every other route is a
 * project route (spec §7: projectId, st, sv on every request).
 */
export function isPublicPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? ''
  return path === '/health' || path.startsWith('/dev/')
}

/**
 * Whether the request is for a public route: judged by the route it matched, so that no spelling
 * of a URL can make a project route look public; preflights (the catch-all `OPTIONS *` route) by
 * their path.
 */
export function isPublicRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url
  return isPublicPath(route === undefined || route === '*' ? request.url : route)
}
