import type { FastifyRequest } from 'fastify'
import { RELAY_PATH } from '../relay/relayConstants'

/** The device-approval link mailed to the user: opened from a mail client, without a project. */
export const DEVICE_APPROVE_PATH = '/auth/v1/device/approve'

/**
 * Paths that carry no project: the health check, the dev helpers and the mailed device-approval
 * link; and the relay, which checks its own projectId and JWT (the WalletConnect SDKs send no
 * st/sv). Every other route is a project route (spec §7: projectId, st, sv on every request).
 */
export function isPublicPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? ''
  return (
    path === '/health' ||
    path.startsWith('/dev/') ||
    path === DEVICE_APPROVE_PATH ||
    path === RELAY_PATH
  )
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
