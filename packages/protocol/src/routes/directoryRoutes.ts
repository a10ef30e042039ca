import { getWalletsResponseSchema } from '../directory'
import { defineRoute } from './defineRoute'

/** The wallet directory (docs/product.md): `GET /getWallets` → `{data, count}`. */
export const DIRECTORY_ROUTES = {
  getWallets: defineRoute({
    method: 'GET',
    path: '/getWallets',
    access: 'project',
    response: getWalletsResponseSchema,
  }),
} as const
