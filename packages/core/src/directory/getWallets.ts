import {
  type GetWalletsResponse,
  IMAGE_ROUTES,
  routeUrl,
  STARTUP_ROUTE_PATHS,
  type WalletBadgeType,
} from '@foyer/protocol'
import type { ApiClient } from '../api/createApiClient'

export type GetWalletsParams = {
  page?: number
  entries?: number
  include?: readonly string[]
  exclude?: readonly string[]
  /** CAIP-2 ids: wallets supporting any of them. */
  chains?: readonly string[]
  search?: string
  badge_type?: WalletBadgeType
}

const list = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? values.join(',') : undefined

/** `GET /getWallets` (docs/product.md) → `{data, count}`. */
export async function getWallets(
  api: ApiClient,
  params: GetWalletsParams,
): Promise<GetWalletsResponse> {
  const response = await api.get<GetWalletsResponse>(STARTUP_ROUTE_PATHS.getWallets, {
    page: params.page,
    entries: params.entries,
    include: list(params.include),
    exclude: list(params.exclude),
    chains: list(params.chains),
    search: params.search,
    badge_type: params.badge_type,
  })
  if (!Array.isArray(response?.data) || typeof response.count !== 'number') {
    throw new Error('Malformed /getWallets response')
  }
  return response
}

/** A network's (CAIP-2 id) or a connector's (e.g. `walletConnect`) image, drawn by our server. */
export function assetImageUrl(api: ApiClient, id: string): string {
  return api.url(routeUrl(IMAGE_ROUTES.assetImage, { id }))
}

/** The image of a directory wallet. */
export function walletImageUrl(api: ApiClient, imageId: string): string {
  return api.url(routeUrl(IMAGE_ROUTES.walletImage, { id: imageId }))
}
