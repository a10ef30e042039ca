import type { FastifyRequest } from 'fastify'

/**
 * Whether `url` is one the embedded-wallet frame calls from its own origin (FRAME_ORIGIN): the
 * auth and wallet APIs, the project's allowed origins (the frame checks its parent with them)
 * and the chain JSON-RPC proxy (`POST /v1`, the frame's rpcUrl). Those answer the frame origin
 * with CORS for every known project.
 */
export function isFrameApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? ''
  return (
    path.startsWith('/auth/v1/') ||
    path.startsWith('/wallet/v1/') ||
    path === '/projects/v1/origins' ||
    path === '/v1'
  )
}

/** isFrameApiPath of the route the request matched (preflights: of their path). */
export function isFrameApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url
  return isFrameApiPath(route === undefined || route === '*' ? request.url : route)
}
