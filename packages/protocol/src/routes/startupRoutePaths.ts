/**
 * The paths of the routes a page calls on every visit: the directory's lists and the project's
 * remote config and allowed origins. Their contracts (DIRECTORY_ROUTES, REMOTE_CONFIG_ROUTES)
 * take their paths from here, and carry zod schemas: a page that needs only a path imports it
 * from this table and loads no zod (about 27 KiB gzip of JS).
 */
export const STARTUP_ROUTE_PATHS = {
  getWallets: '/getWallets',
  remoteConfig: '/appkit/v1/config',
  allowedOrigins: '/projects/v1/origins',
} as const
