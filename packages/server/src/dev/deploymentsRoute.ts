import { DEV_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../http/apiError'
import { route } from '../http/route'
import { readDeployments } from './readDeployments'

/** `GET /dev/deployments`: the dev tokens per chain, read fresh from `deployments.json`. */
export function deploymentsRoute(app: FastifyInstance, { file }: { file: string }) {
  route(app, DEV_ROUTES.deployments, async () => {
    const deployments = await readDeployments(file)
    if (!deployments) {
      throw new ApiError(404, 'DEPLOYMENTS_NOT_FOUND')
    }
    return deployments
  })
}
