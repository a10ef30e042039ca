import type { FastifyInstance } from 'fastify'
import { ApiError } from '../http/apiError'

/**
 * Lets through only requests whose `Origin` is the embedded-wallet frame's (FRAME_ORIGIN): the
 * auth and wallet APIs serve nobody else. Add to the scope of those routes.
 */
export function frameOriginHook(app: FastifyInstance, frameOrigin: string) {
  app.addHook('onRequest', async (request) => {
    if (request.headers.origin !== frameOrigin) {
      throw new ApiError(
        403,
        'ORIGIN_NOT_ALLOWED',
        `Only the wallet frame (${frameOrigin}) may call ${request.routeOptions.url ?? 'this route'}`,
      )
    }
  })
}
