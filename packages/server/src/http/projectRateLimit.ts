import type { RateLimitPluginOptions } from '@fastify/rate-limit'
import { ApiError } from './apiError'
import { clientAddress } from './clientAddress'
import './requestProject'
import { requestAccess } from './route'

export const RATE_LIMIT_WINDOW_MS = 60_000

/**
 * At most `perMinute` requests per project and client address on every project route
 * registered after it, and per client address on the public routes that do work per call
 * (access `publicLimited`); 429 RATE_LIMITED with Retry-After beyond. Counts live in this process
 * (a fixed one-minute window per key): several API nodes each allow `perMinute` until a shared
 * store (Redis, with the relay) arrives. Register after sdkParamsHook.
 */
export function projectRateLimit(perMinute: number): RateLimitPluginOptions {
  return {
    global: true,
    max: perMinute,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request) => `${request.project?.id ?? '-'}|${clientAddress(request)}`,
    // Other public routes (/health, /dev/*, the relay with its own limits) have no limit.
    allowList: (request) => {
      const access = requestAccess(request)
      return access === 'public' || access === 'dev'
    },
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        context.statusCode,
        'RATE_LIMITED',
        `Too many requests: at most ${perMinute} per minute per project and client; retry in ${Math.max(1, Math.ceil(context.ttl / 1000))} s`,
      ),
  }
}
