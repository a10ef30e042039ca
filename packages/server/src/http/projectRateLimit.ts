import type { RateLimitPluginOptions } from '@fastify/rate-limit'
import { REMOTE_CONFIG_ROUTES } from '@foyer/protocol'
import type { FastifyRequest } from 'fastify'
import { ApiError } from './apiError'
import { clientAddress } from './clientAddress'
import './requestProject'
import { windowCounterStore } from './rateLimitStore'
import { requestAccess, requestRoute } from './route'
import type { WindowCounter } from './windowCounter'

export const RATE_LIMIT_WINDOW_MS = 60_000

/**
 * The frame's origins lookup (`GET /projects/v1/origins`) has a budget of its own, this many
 * times `perMinute` per client address, and never counts against the project's visitors: the
 * frame page's servers ask it for `frame-ancestors`, and visitors using up their limit must never
 * turn the frame page to `'none'` (issue 17).
 */
export const ORIGINS_LIMIT_FACTOR = 10

const ORIGINS_KEY = 'origins|'

function isOriginsLookup(request: FastifyRequest): boolean {
  return requestRoute(request)?.path === REMOTE_CONFIG_ROUTES.allowedOrigins.path
}

/**
 * At most `perMinute` requests per project and client address on every project route
 * registered after it, and per client address on the public routes that do work per call
 * (access `publicLimited`); 429 RATE_LIMITED with Retry-After beyond. A fixed one-minute window
 * per key, counted in `counter` when given (with REDIS_URL: redisWindowCounter, one budget for
 * every node, in-process while Redis fails), else in this process. The frame's origins lookup is
 * counted apart, per client only, with ORIGINS_LIMIT_FACTOR times the budget. Register after
 * sdkParamsHook.
 */
export function projectRateLimit(
  perMinute: number,
  { counter }: { counter?: WindowCounter } = {},
): RateLimitPluginOptions {
  return {
    global: true,
    ...(counter ? { store: windowCounterStore(counter) } : {}),
    max: (_request, key) =>
      key.startsWith(ORIGINS_KEY) ? perMinute * ORIGINS_LIMIT_FACTOR : perMinute,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request) =>
      isOriginsLookup(request)
        ? `${ORIGINS_KEY}${clientAddress(request)}`
        : `${request.project?.id ?? '-'}|${clientAddress(request)}`,
    // Other public routes (/health, /dev/*, the relay with its own limits) have no limit.
    allowList: (request) => {
      const access = requestAccess(request)
      return access === 'public' || access === 'dev'
    },
    errorResponseBuilder: (request, context) =>
      new ApiError(
        context.statusCode,
        'RATE_LIMITED',
        `Too many requests: at most ${context.max} per minute per ${isOriginsLookup(request) ? 'client' : 'project and client'}; retry in ${Math.max(1, Math.ceil(context.ttl / 1000))} s`,
      ),
  }
}
