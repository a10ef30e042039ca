import { ANALYTICS_ROUTES, type ErrorEventResponse } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../http/apiError'
import { clientAddress } from '../http/clientAddress'
import { requestProject } from '../http/requestProject'
import { route } from '../http/route'
import type { Database } from '../store/database'
import { clientKey } from './clientKey'
import { ERROR_ANALYTICS_PER_MINUTE, ERROR_EVENT_MAX_BYTES } from './errorAnalyticsLimits'
import { recordErrorEvent } from './recordErrorEvent'

export interface ErrorEventsRouteOptions {
  db: Database
  now: () => Date
  /** Whether analytics is on for a project whose operator has not chosen (ANALYTICS_ENABLED). */
  analyticsDefault: boolean
}

/**
 * `POST /e` (docs/product.md, error analytics): stores a JSON event, 202 `{accepted: true}`; at most
 * ERROR_ANALYTICS_PER_MINUTE per client (project and address), 429 RATE_LIMITED with
 * Retry-After beyond; 400 INVALID_EVENT for a body that is not an event; 413 beyond 16 KB.
 * Telemetry is off unless switched on: with the project's analytics off nothing is stored, 202
 * `{accepted: false}`.
 */
export function errorEventsRoute(
  app: FastifyInstance,
  { db, now, analyticsDefault }: ErrorEventsRouteOptions,
) {
  route(
    app,
    ANALYTICS_ROUTES.errorEvent,
    async (request, reply) => {
      const project = requestProject(request)
      const parsed = ANALYTICS_ROUTES.errorEvent.body.safeParse(request.body)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
        throw new ApiError(
          400,
          'INVALID_EVENT',
          `The event must be a JSON object with string type and event and an optional properties object (${where}${issue?.message})`,
        )
      }
      if (!(project.analyticsEnabled ?? analyticsDefault)) {
        return reply.status(202).send({ accepted: false } satisfies ErrorEventResponse)
      }
      const result = await recordErrorEvent(db, {
        projectId: project.id,
        clientKey: clientKey(project.id, clientAddress(request)),
        body: parsed.data,
        receivedAt: now(),
      })
      if (!result.stored) {
        reply.header('retry-after', String(result.retryAfterSeconds))
        throw new ApiError(
          429,
          'RATE_LIMITED',
          `At most ${ERROR_ANALYTICS_PER_MINUTE} error events per minute per client; retry in ${result.retryAfterSeconds} s`,
        )
      }
      return reply.status(202).send({ accepted: true } satisfies ErrorEventResponse)
    },
    { bodyLimit: ERROR_EVENT_MAX_BYTES },
  )
}
