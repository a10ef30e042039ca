import type { FastifyInstance } from 'fastify'
import { ApiError } from '../app/apiError'
import { readDeployments } from './readDeployments'

/** `GET /dev/deployments`: the dev tokens per chain, read fresh from `deployments.json`. */
export function deploymentsRoute(app: FastifyInstance, { file }: { file: string }) {
  app.get('/dev/deployments', async () => {
    const deployments = await readDeployments(file)
    if (!deployments) {
      throw new ApiError(
        404,
        'DEPLOYMENTS_NOT_FOUND',
        'No dev contracts are deployed yet (npm start deploys them)',
      )
    }
    return deployments
  })
}
