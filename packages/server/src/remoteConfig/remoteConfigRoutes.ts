import type { FastifyInstance } from 'fastify'
import type { SocialProvidersFor } from '../auth/social/socialProvidersFor'
import { analyticsConfigRoute } from './analyticsConfigRoute'
import { configRoute, type ServedProviders } from './configRoute'
import { originsRoute } from './originsRoute'

/** The configuration calls of docs/product.md#remote-configuration: features, allowed origins, analytics switch. */
export function remoteConfigRoutes(
  app: FastifyInstance,
  options: {
    analyticsDefault: boolean
    providersFor: SocialProvidersFor
    /** Whether farcaster may be listed in the socials (see `farcasterAvailable`). */
    farcasterAvailable: boolean
    /** What the swap and on-ramp services really serve: the config lists only these. */
    served: ServedProviders
    /** ONRAMP_RESTRICTED_TIMEZONES (empty: off). */
    restrictedTimezones: readonly string[]
  },
) {
  configRoute(app, options)
  originsRoute(app)
  analyticsConfigRoute(app, options)
}
