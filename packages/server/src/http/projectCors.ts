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

/** The options of a request without an Origin header: no Access-Control-Allow-Origin. */
const NO_ORIGIN: FastifyCorsOptions = { ...CORS_OPTIONS, origin: [] }

/** Origins remembered per allowed list (each list's answers kept for this many origins). */
const ORIGINS_PER_LIST = 256

const decisions = new WeakMap<readonly string[], Map<string, boolean>>()

/**
 * isOriginAllowed, remembered per allowed list (the same array while its project is cached) and
 * origin: it parses the origin and every entry as URLs, for every request otherwise. A list's
 * map holds at most ORIGINS_PER_LIST origins (the oldest forgotten first).
 */
function originAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  let known = decisions.get(allowedOrigins)
  if (!known) {
    known = new Map()
    decisions.set(allowedOrigins, known)
  }
  let allowed = known.get(origin)
  if (allowed === undefined) {
    allowed = isOriginAllowed(origin, allowedOrigins)
    if (known.size >= ORIGINS_PER_LIST) known.delete(known.keys().next().value as string)
    known.set(origin, allowed)
  }
  return allowed
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
    // No Origin header (a server, a script, a same-origin GET): no header to answer, nothing to
    // parse.
    if (origin === undefined) {
      callback(null, NO_ORIGIN)
      return
    }
    const contract = requestRoute(request)
    const allowed =
      contract?.anyOrigin === true ||
      (isPublicRequest(request)
        ? originAllowed(origin, demoOrigins)
        : originAllowed(origin, request.project?.allowedOrigins ?? []) ||
          (request.project !== null && contract?.access === 'frame' && origin === frameOrigin))
    // The SIWX routes carry the page's session cookie: credentials, for allowed origins only,
    // named ones (an entry such as `*` opens reading, never a session to every site).
    const credentials =
      isSiwxRequest(request) && isSiwxOriginAllowed(origin, request.project?.allowedOrigins ?? [])
    callback(null, {
      ...CORS_OPTIONS,
      origin: allowed ? origin : [],
      ...(credentials ? { credentials } : {}),
    })
  }
  return { delegator }
}
