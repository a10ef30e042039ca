import type { FastifyRequest } from 'fastify'

/** The device-approval link mailed to the user: opened from a mail client, without a project. */
export const DEVICE_APPROVE_PATH = '/auth/v1/device/approve'

/**
 * Paths that carry no project: the health check, the dev helpers and the mailed device-approval
 * link. Every other route is a project route (spec §7: projectId, st, sv on every request).
 */
export function isPublicPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? ''
  return path === '/health' || path.startsWith('/dev/') || path === DEVICE_APPROVE_PATH
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
