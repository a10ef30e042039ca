import type { FastifyCorsOptions, FastifyCorsOptionsDelegateCallback } from '@fastify/cors'
import { isOriginAllowed } from '@foyer/protocol'
import { isPublicRequest } from './publicPaths'
import './requestProject'

const CORS_OPTIONS: FastifyCorsOptions = {
  methods: 'GET,HEAD,POST',
  exposedHeaders: 'Retry-After',
  // Answer every preflight ourselves (a JSON error or a 204) instead of a text/plain 400.
  strictPreflight: false,
}

/**
 * CORS per request: project routes answer the origins of the request's project (spec §5
 * wildcards); /health and /dev/* answer the demo origins. Any other origin gets no
 * Access-Control-Allow-Origin header (the request itself is still answered). Register after
 * sdkParamsHook, which attaches the project.
 */
export function projectCors(demoOrigins: readonly string[]): FastifyCorsOptions {
  const delegator: FastifyCorsOptionsDelegateCallback = (request, callback) => {
    const allowed = isPublicRequest(request) ? demoOrigins : (request.project?.allowedOrigins ?? [])
    const origin = request.headers.origin
    callback(null, {
      ...CORS_OPTIONS,
      origin: origin !== undefined && isOriginAllowed(origin, allowed) ? origin : [],
    })
  }
  return { delegator }
}
