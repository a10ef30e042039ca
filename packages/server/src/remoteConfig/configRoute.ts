import type { RemoteConfigResponse, RemoteFeature } from '@foyer/protocol'
import { REMOTE_CONFIG_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import type { SocialProvidersFor } from '../auth/social/socialProvidersFor'
import { requestProject } from '../http/requestProject'
import { route } from '../http/route'
import { effectiveFeatures } from '../projects/effectiveFeatures'

/**
 * `GET /appkit/v1/config` → `{features}`: the product’s remote defaults in their order, each
 * replaced by the project's override of the same id. A stored override that no longer validates
 * is left out (the default applies) and logged. The socials list keeps, in its order, only the
 * providers the project can sign in with (its own client, the instance's, or in dev mode the dev
 * provider), and farcaster when this server can check Farcaster signers (`farcasterAvailable`).
 */
export function configRoute(
  app: FastifyInstance,
  {
    providersFor,
    farcasterAvailable,
  }: { providersFor: SocialProvidersFor; farcasterAvailable: boolean },
) {
  route(app, REMOTE_CONFIG_ROUTES.config, async (request): Promise<RemoteConfigResponse> => {
    const project = requestProject(request)
    const { features, invalid } = effectiveFeatures(project.features)
    if (invalid.length > 0) {
      request.log.warn(
        { projectId: project.id, features: invalid },
        'ignoring feature overrides that do not validate: set them again with `npm run foyer -- project features set`',
      )
    }
    const providers = await providersFor(project.id, request.log)
    const available = (feature: RemoteFeature): RemoteFeature =>
      feature.id === 'socials'
        ? {
            ...feature,
            config: feature.config.filter((social) =>
              social === 'farcaster' ? farcasterAvailable : providers[social] !== undefined,
            ),
          }
        : feature
    return { features: features.map(available) }
  })
}
