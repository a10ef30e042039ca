import { DEV_FUNDS_ROUTES } from '../dev/devFunds'
import { ANALYTICS_ROUTES } from './analyticsRoutes'
import { AUTH_ROUTES, FARCASTER_AUTH_ROUTES, SOCIAL_AUTH_ROUTES } from './authRoutes'
import { CHAIN_DATA_ROUTES } from './chainDataRoutes'
import { CONVERT_ROUTES } from './convertRoutes'
import { type RouteContract, routeMatches } from './defineRoute'
import { DEV_ROUTES } from './devRoutes'
import { DIRECTORY_ROUTES } from './directoryRoutes'
import { FARCASTER_AUTH_RELAY_ROUTES } from './farcasterAuthRelayRoutes'
import { HEALTH_ROUTES } from './healthRoutes'
import { IMAGE_ROUTES } from './imageRoutes'
import { NAMES_ROUTES } from './namesRoutes'
import { ONRAMP_ROUTES, ONRAMP_SANDBOX_ROUTES } from './onrampRoutes'
import { PASSKEY_ROUTES } from './passkeyRoutes'
import { RELAY_ROUTES } from './relayRoutes'
import { REMOTE_CONFIG_ROUTES } from './remoteConfigRoutes'
import { SESSION_ROUTES } from './sessionRoutes'
import { SIWX_ROUTES } from './siwxRoutes'
import { SMART_ACCOUNT_ROUTES } from './smartAccountRoutes'
import { WALLET_SHARES_ROUTES } from './walletSharesRoutes'

export { ANALYTICS_ROUTES } from './analyticsRoutes'
export { AUTH_ROUTES, FARCASTER_AUTH_ROUTES, SOCIAL_AUTH_ROUTES } from './authRoutes'
export { CHAIN_DATA_ROUTES } from './chainDataRoutes'
export { CONVERT_ROUTES } from './convertRoutes'
export {
  defineRoute,
  type PathParamNames,
  type PathParams,
  type RouteAccess,
  type RouteContract,
  type RouteMethod,
  type RouteQuery,
  routeMatches,
  routeUrl,
} from './defineRoute'
export { DEV_EXPLORER_PATH, DEV_FARCASTER_SIGN_PATH, DEV_OIDC_PATH, DEV_ROUTES } from './devRoutes'
export { DIRECTORY_ROUTES } from './directoryRoutes'
export { FARCASTER_AUTH_RELAY_ROUTES, FARCASTER_RELAY_PATH } from './farcasterAuthRelayRoutes'
export { HEALTH_ROUTES } from './healthRoutes'
export { IMAGE_ROUTES } from './imageRoutes'
export { NAMES_ROUTES } from './namesRoutes'
export { ONRAMP_ROUTES, ONRAMP_SANDBOX_ROUTES } from './onrampRoutes'
export { PASSKEY_ROUTES } from './passkeyRoutes'
export { RELAY_PATH, RELAY_ROUTES } from './relayRoutes'
export { REMOTE_CONFIG_ROUTES } from './remoteConfigRoutes'
export { SESSION_ROUTES } from './sessionRoutes'
export { SIWX_ROUTES } from './siwxRoutes'
export { SMART_ACCOUNT_ROUTES } from './smartAccountRoutes'
export { STARTUP_ROUTE_PATHS } from './startupRoutePaths'
export { WALLET_SHARES_ROUTES } from './walletSharesRoutes'

/** Every HTTP route of the API server: the server registers exactly these (a test holds it to). */
export const API_ROUTES: readonly RouteContract[] = [
  HEALTH_ROUTES,
  DEV_ROUTES,
  DEV_FUNDS_ROUTES,
  DIRECTORY_ROUTES,
  IMAGE_ROUTES,
  REMOTE_CONFIG_ROUTES,
  ANALYTICS_ROUTES,
  CHAIN_DATA_ROUTES,
  CONVERT_ROUTES,
  NAMES_ROUTES,
  SIWX_ROUTES,
  SMART_ACCOUNT_ROUTES,
  SESSION_ROUTES,
  ONRAMP_ROUTES,
  ONRAMP_SANDBOX_ROUTES,
  AUTH_ROUTES,
  SOCIAL_AUTH_ROUTES,
  FARCASTER_AUTH_ROUTES,
  PASSKEY_ROUTES,
  WALLET_SHARES_ROUTES,
  RELAY_ROUTES,
  FARCASTER_AUTH_RELAY_ROUTES,
].flatMap((group): RouteContract[] => Object.values(group))

/**
 * The contract of the route `method` `path` answers (`path` without its query), or undefined.
 * For requests that matched no route of their own (a CORS preflight).
 */
export function findRoute(path: string, method?: string): RouteContract | undefined {
  // A route of its own before a mount point (`/dev/oidc/*`); the method's before another's.
  const candidates = API_ROUTES.filter((route) => routeMatches(route, path)).sort(
    (a, b) => Number(a.path.endsWith('*')) - Number(b.path.endsWith('*')),
  )
  return candidates.find((route) => route.method === method) ?? candidates[0]
}
