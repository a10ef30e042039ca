import type { FastifyRequest } from 'fastify'
import { ApiError } from '../http/apiError'
import type { Queryable } from '../store/database'
import { findSession, type Session } from './sessions'

/** The token of `Authorization: Bearer <token>`, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{16,256})$/.exec(request.headers.authorization ?? '')
  return match?.[1]
}

/** The request's live session, or `undefined`. */
export async function optionalSession(
  db: Queryable,
  request: FastifyRequest,
  now: Date,
): Promise<Session | undefined> {
  const token = bearerToken(request)
  const origin = request.headers.origin
  if (!token || !origin) return undefined
  return findSession(db, { token, origin, now })
}

/** The request's live session, else 401 UNAUTHORIZED. */
export async function requireSession(
  db: Queryable,
  request: FastifyRequest,
  now: Date,
): Promise<Session> {
  const session = await optionalSession(db, request, now)
  if (!session) {
    throw new ApiError(401, 'UNAUTHORIZED')
  }
  return session
}
