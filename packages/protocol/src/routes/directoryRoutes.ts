import { getWalletsResponseSchema } from '../directory'
import { defineRoute } from './defineRoute'
import { STARTUP_ROUTE_PATHS } from './startupRoutePaths'

/** The wallet directory (docs/product.md): `GET /getWallets` → `{data, count}`. */
export const DIRECTORY_ROUTES = {
  getWallets: defineRoute({
    method: 'GET',
    path: STARTUP_ROUTE_PATHS.getWallets,
    access: 'project',
    response: getWalletsResponseSchema,
  }),
} as const
