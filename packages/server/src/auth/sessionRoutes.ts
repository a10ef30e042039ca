import { AUTH_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { route } from '../http/route'
import type { AuthDeps } from './authDeps'
import type { SessionStatus } from './authProtocol'
import { optionalSession, requireSession } from './bearerSession'
import { revokeSession } from './sessions'

/**
 * `GET /auth/v1/session` (Bearer) → `{isConnected, user?}`; `POST /auth/v1/signout` (Bearer)
 * → 204, the session revoked; 401 UNAUTHORIZED without a live session.
 */
export function sessionRoutes(app: FastifyInstance, deps: AuthDeps) {
  route(app, AUTH_ROUTES.session, async (request): Promise<SessionStatus> => {
    const session = await optionalSession(deps.db, request, deps.now())
    return session ? { isConnected: true, user: session.user } : { isConnected: false }
  })
  route(app, AUTH_ROUTES.signOut, async (request, reply) => {
    const now = deps.now()
    const session = await requireSession(deps.db, request, now)
    await revokeSession(deps.db, session.id, now)
    return reply.status(204).send()
  })
}
