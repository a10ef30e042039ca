import { SIWX_PATHS } from '@foyer/protocol'
import type { FastifyRequest } from 'fastify'

const SIWX_ROUTES: ReadonlySet<string> = new Set(Object.values(SIWX_PATHS))

/**
 * Whether the request is for a SIWX route (by the route it matched; preflights by their path):
 * the routes a page calls with its cookies, so CORS answers them with credentials allowed.
 */
export function isSiwxRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url
  const path = route === undefined || route === '*' ? request.url.split('?', 1)[0] : route
  return SIWX_ROUTES.has(path ?? '')
}
