import type { FastifyInstance } from 'fastify'
import type { AuthDeps } from './authDeps'
import { deviceApproveRoute, deviceWaitRoute } from './deviceRoutes'
import { emailLoginRoutes } from './emailLoginRoutes'
import { emailUpdateRoutes } from './emailUpdateRoutes'
import { frameOriginHook } from './frameOriginHook'
import { passkeyRoutes } from './passkeys/passkeyRoutes'
import { sessionRoutes } from './sessionRoutes'

/**
 * The email sign-in API. Every route but the mailed approval link is a project route that only
 * the frame origin may call; the link (`GET /auth/v1/device/approve`) is public.
 */
export async function authRoutes(app: FastifyInstance, deps: AuthDeps) {
  await deviceApproveRoute(app, deps)
  await app.register(async (scope) => {
    frameOriginHook(scope, deps.frameOrigin)
    emailLoginRoutes(scope, deps)
    deviceWaitRoute(scope, deps)
    sessionRoutes(scope, deps)
    emailUpdateRoutes(scope, deps)
    passkeyRoutes(scope, deps)
  })
}
