import type { RemoteConfigResponse } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import { requestProject } from '../http/requestProject'
import { effectiveFeatures } from '../projects/effectiveFeatures'

/**
 * `GET /appkit/v1/config` → `{features}`: the spec's remote defaults (§1) in their order, each
 * replaced by the project's override of the same id. A stored override that no longer validates
 * is left out (the default applies) and logged.
 */
export function configRoute(app: FastifyInstance) {
  app.get('/appkit/v1/config', async (request): Promise<RemoteConfigResponse> => {
    const project = requestProject(request)
    const { features, invalid } = effectiveFeatures(project.features)
    if (invalid.length > 0) {
      request.log.warn(
        { projectId: project.id, features: invalid },
        'ignoring feature overrides that do not validate: set them again with `npm run foyer -- project features set`',
      )
    }
    return { features }
  })
}
