import type {
  RemoteConfigResponse,
  RemoteFeature,
  OnrampProvider as RemoteOnrampProvider,
  SwapProvider as RemoteSwapProvider,
} from '@foyer/protocol'
import { REMOTE_CONFIG_ROUTES } from '@foyer/protocol'
import type { FastifyInstance } from 'fastify'
import type { SocialProvidersFor } from '../auth/social/socialProvidersFor'
import { requestProject } from '../http/requestProject'
import { route } from '../http/route'
import { inRestrictedTimezone } from '../onramp/checkTimezone'
import { effectiveFeatures } from '../projects/effectiveFeatures'

/** What this server really serves of the money features (docs/product.md#remote-configuration). */
export interface ServedProviders {
  /** The swap providers (swapOffer.ts): the built-in router's, the aggregator's. */
  swaps: () => Promise<RemoteSwapProvider[]>
  /** The on-ramp providers `/v1/onramp/options` lists, with their fee ranges. */
  onramp: () => readonly RemoteOnrampProvider[]
}

export interface ConfigRouteOptions {
  providersFor: SocialProvidersFor
  farcasterAvailable: boolean
  served: ServedProviders
  /** ONRAMP_RESTRICTED_TIMEZONES (empty: off): a visitor's listed `?tz=` gets swaps and onramp off. */
  restrictedTimezones: readonly string[]
}

/**
 * The served providers a feature may advertise: all of them, or with a project's override that
 * names providers, those of them the server serves (never one it cannot). On only while the
 * project has not switched it off and at least one provider is left; off, it names none.
 */
function servedFeature<P extends { id: string }>(
  override: { isEnabled: boolean; config: readonly P[] } | undefined,
  served: readonly P[],
): { isEnabled: boolean; config: P[] } {
  const chosen =
    override && override.config.length > 0
      ? served.filter((provider) => override.config.some((wanted) => wanted.id === provider.id))
      : [...served]
  const isEnabled = (override?.isEnabled ?? true) && chosen.length > 0
  return { isEnabled, config: isEnabled ? chosen : [] }
}

/**
 * `GET /appkit/v1/config` → `{features}`: the product’s remote defaults in their order, each
 * replaced by the project's override of the same id. A stored override that no longer validates
 * is left out (the default applies) and logged. The socials list keeps, in its order, only the
 * providers the project can sign in with (its own client, the instance's, or in dev mode the dev
 * provider), and farcaster when this server can check Farcaster signers (`farcasterAvailable`).
 * Swaps and onramp list exactly the providers this server serves (`served`; a project's override
 * may switch them off or narrow them, never add one), and are off for a visitor whose `?tz=` is a
 * restricted timezone (ONRAMP_RESTRICTED_TIMEZONES switched on).
 */
export function configRoute(
  app: FastifyInstance,
  { providersFor, farcasterAvailable, served, restrictedTimezones }: ConfigRouteOptions,
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
    const overridden = (id: string) => Object.hasOwn(project.features, id) && !invalid.includes(id)
    const restricted = inRestrictedTimezone(request.query, restrictedTimezones)
    const providers = await providersFor(project.id, request.log)
    const swapProviders = await served.swaps()
    const available = (feature: RemoteFeature): RemoteFeature => {
      switch (feature.id) {
        case 'socials':
          return {
            ...feature,
            config: feature.config.filter((social) =>
              social === 'farcaster' ? farcasterAvailable : providers[social] !== undefined,
            ),
          }
        case 'swaps':
          return restricted
            ? { id: 'swaps', isEnabled: false, config: [] }
            : {
                id: 'swaps',
                ...servedFeature(overridden('swaps') ? feature : undefined, swapProviders),
              }
        case 'onramp':
          return restricted
            ? { id: 'onramp', isEnabled: false, config: [] }
            : {
                id: 'onramp',
                ...servedFeature(overridden('onramp') ? feature : undefined, served.onramp()),
              }
        default:
          return feature
      }
    }
    return { features: features.map(available) }
  })
}
