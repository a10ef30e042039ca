import { NAMES_CCIP_PATH, SOCIAL_FORM_CALLBACK_PATH } from '@foyer/protocol'
import type { FastifyRequest } from 'fastify'
import { FARCASTER_RELAY_PATH } from '../farcaster/relayConstants'
import { RELAY_PATH } from '../relay/relayConstants'

/** The device-approval link mailed to the user: opened from a mail client, without a project. */
export const DEVICE_APPROVE_PATH = '/auth/v1/device/approve'

/**
 * Paths that carry no project: the health check, the dev helpers and the mailed device-approval
 * link; the relay, which checks its own projectId and JWT (the WalletConnect SDKs send no
 * st/sv); the Farcaster auth relay and the names gateway, which other apps call. Every other route is a project route (spec §7: projectId, st, sv on every request).
 */
export function isPublicPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? ''
  return (
    path === '/health' ||
    path.startsWith('/dev/') ||
    path === DEVICE_APPROVE_PATH ||
    // A provider's form POST (apple) carries no project; it only forwards a started sign-in.
    path === SOCIAL_FORM_CALLBACK_PATH ||
    path === RELAY_PATH ||
    // The Farcaster auth relay: its clients (@farcaster/auth-client, Farcaster apps) send no project.
    path.startsWith(`${FARCASTER_RELAY_PATH}/`) ||
    // The names' CCIP-read gateway: any app's ENS client calls it (EIP-3668), without a project.
    isNamesGatewayPath(path)
  )
}

/** The names' CCIP-read gateway (`NAMES_CCIP_PATH` and below): open to every origin. */
export function isNamesGatewayPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? ''
  return path === NAMES_CCIP_PATH || path.startsWith(`${NAMES_CCIP_PATH}/`)
}

/**
 * Public routes that store or look up something on every call (the Farcaster relay's channels,
 * a provider's form POST, the names gateway): rate limited per client address like project
 * routes, since no project stands behind them.
 */
export function isLimitedPublicPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? ''
  return (
    path === SOCIAL_FORM_CALLBACK_PATH ||
    path.startsWith(`${FARCASTER_RELAY_PATH}/`) ||
    isNamesGatewayPath(path)
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
