/**
 * The paths of the routes core calls on every visit: the directory's lists and the project's
 * remote config and allowed origins, as @foyer/protocol's contracts (DIRECTORY_ROUTES,
 * REMOTE_CONFIG_ROUTES) give them. Those route objects carry their zod schemas: importing one for
 * its path would load zod (about 27 KiB gzip of JS and 0.6 MB of heap) on every page, when none of
 * these answers is checked by a schema. routePaths.test.ts keeps them equal to the contracts.
 */
export const ROUTE_PATHS = {
  getWallets: '/getWallets',
  remoteConfig: '/appkit/v1/config',
  allowedOrigins: '/projects/v1/origins',
} as const
