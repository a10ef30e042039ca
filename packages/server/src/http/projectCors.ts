import type { FastifyCorsOptions, FastifyCorsOptionsDelegateCallback } from '@fastify/cors'
import { isOriginAllowed } from '@foyer/protocol'
import { isSiwxOriginAllowed } from '../siwx/isSiwxOriginAllowed'
import { isSiwxRequest } from '../siwx/isSiwxRequest'
import './requestProject'
import { isPublicRequest, requestRoute } from './route'

const CORS_OPTIONS: FastifyCorsOptions = {
  methods: 'GET,HEAD,POST',
  exposedHeaders: 'Retry-After',
  // Answer every preflight ourselves (a JSON error or a 204) instead of a text/plain 400.
  strictPreflight: false,
}

/**
 * CORS per request: project routes answer the origins of the request's project (docs/product.md
 * wildcards), and the frame's routes (access `frame`: auth, wallet, allowed origins, the RPC
 * proxy) also the embedded-wallet frame's origin, for every known project; a route marked
 * `anyOrigin` (the names gateway) answers every origin (other apps resolve names); the other
 * public routes (/health, /dev/*) answer the demo origins. Any other origin gets no
 * Access-Control-Allow-Origin header (the request itself is still answered).
 * Register after sdkParamsHook, which attaches the project (an unknown project is refused
 * before CORS).
 */
export function projectCors(
  demoOrigins: readonly string[],
  frameOrigin: string,
): FastifyCorsOptions {
  const delegator: FastifyCorsOptionsDelegateCallback = (request, callback) => {
    const origin = request.headers.origin
    const contract = requestRoute(request)
    const allowed =
      contract?.anyOrigin === true ||
      (isPublicRequest(request)
        ? isOriginAllowed(origin ?? '', demoOrigins)
        : isOriginAllowed(origin ?? '', request.project?.allowedOrigins ?? []) ||
          (request.project !== null && contract?.access === 'frame' && origin === frameOrigin))
    // The SIWX routes carry the page's session cookie: credentials, for allowed origins only,
    // named ones (an entry such as `*` opens reading, never a session to every site).
    const credentials =
      isSiwxRequest(request) &&
      isSiwxOriginAllowed(origin ?? '', request.project?.allowedOrigins ?? [])
    callback(null, {
      ...CORS_OPTIONS,
      origin: origin !== undefined && allowed ? origin : [],
      ...(credentials ? { credentials } : {}),
    })
  }
  return { delegator }
}
